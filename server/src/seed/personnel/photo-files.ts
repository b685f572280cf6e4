import { projectFolder } from '../../modules/file/owner';
import type { ObjectStore } from '../../storage/object-store';
import { drawHeadPhoto, HEAD_PHOTO, type PhotoLook } from './head-photo';

/**
 * Where a drawn head photo lies: relative to the files folder, as uploads store their paths
 * (attachments.path); answers turn it into `/files/<path>`.
 */
export const headPhotoPath = (projectId: string, id: string): string =>
  `${projectFolder(projectId)}/headPhoto/${id}.jpg`;

export interface PhotoToWrite {
  /** Relative to the files folder. */
  path: string;
  look: PhotoLook;
}

/** Photos drawn at a time: sharp encodes one batch in its own threads while the next is drawn. */
const BATCH = 16;
const JPEG_QUALITY = 82;

/**
 * Draws and writes the photos as JPEG files. sharp encodes them: jpeg-js rebuilds its Huffman and
 * category tables on every call (about 20 ms), which for 1,500 photos would add half a minute to the seed.
 * It is loaded here, not at the top, so a server start that seeds nothing does not load it.
 */
export async function writeHeadPhotos(files: ObjectStore, photos: PhotoToWrite[]): Promise<void> {
  const { default: sharp } = await import('sharp');
  const raw = { width: HEAD_PHOTO.width, height: HEAD_PHOTO.height, channels: 3 } as const;
  let encoding: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < photos.length; start += BATCH) {
    const drawn = photos
      .slice(start, start + BATCH)
      .map((photo) => ({ ...photo, pixels: drawHeadPhoto(photo.look) }));
    await encoding;
    encoding = Promise.all(
      drawn.map(({ path, pixels }) =>
        // Without Huffman optimisation: a second pass over the image for a few percent of size.
        sharp(pixels, { raw })
          .jpeg({ quality: JPEG_QUALITY, optimiseCoding: false })
          .toBuffer()
          .then((jpeg) => files.put(path, jpeg)),
      ),
    );
  }
  await encoding;
}
