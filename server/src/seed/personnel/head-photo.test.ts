import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStore } from '../../storage/local-store';
import { drawHeadPhoto, drawLook, HEAD_PHOTO, type PhotoLook } from './head-photo';
import { headPhotoPath, writeHeadPhotos } from './photo-files';
import { seededRandom } from './random';

const WORKER: PhotoLook = {
  backgroundHue: 200,
  skin: [230, 188, 154],
  hair: [28, 24, 22],
  longHair: false,
  helmet: 'yellow',
  clothes: [242, 122, 36],
  vest: true,
};
const VISITOR: PhotoLook = { ...WORKER, helmet: null, longHair: true, vest: false, clothes: [34, 48, 86] };

/** The colour at (x, y) of RGB or RGBA pixels. */
const colourAt = (pixels: Uint8Array, x: number, y: number, channels: number) => {
  const at = (y * HEAD_PHOTO.width + x) * channels;
  return [...pixels.subarray(at, at + 3)];
};
const near = (colour: number[], expected: readonly number[], tolerance: number) =>
  colour.every((value, channel) => Math.abs(value - expected[channel]) <= tolerance);

describe('drawn head photos', () => {
  const dir = mkdtemp(join(tmpdir(), 'head-photos-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('are head-and-shoulders silhouettes on a pale tint, with the team’s helmet', () => {
    const pixels = drawHeadPhoto(WORKER);
    expect(pixels).toHaveLength(HEAD_PHOTO.width * HEAD_PHOTO.height * 3);
    const corner = colourAt(pixels, 2, 2, 3);
    expect(Math.min(...corner)).toBeGreaterThan(180);
    expect(corner[2]).toBeGreaterThan(corner[0]);
    expect(colourAt(pixels, 50, 45, 3)).toEqual([242, 196, 28]);
    expect(colourAt(pixels, 60, 85, 3)).toEqual(WORKER.skin);
    expect(colourAt(pixels, 60, 135, 3)).toEqual(WORKER.clothes);
    expect(colourAt(drawHeadPhoto(VISITOR), 50, 45, 3)).toEqual(VISITOR.hair);
  });

  it('are the same for the same look and differ with the person', () => {
    expect(drawHeadPhoto(WORKER).equals(drawHeadPhoto({ ...WORKER }))).toBe(true);
    expect(drawHeadPhoto(WORKER).equals(drawHeadPhoto({ ...WORKER, backgroundHue: 20 }))).toBe(false);
    const looks = () => {
      const random = seededRandom(5);
      return Array.from({ length: 20 }, () =>
        drawLook(random, { personType: 'WORKER', gender: '2', age: 52, helmet: 'blue' }),
      );
    };
    expect(looks()).toEqual(looks());
    expect(new Set(looks().map((look) => look.backgroundHue)).size).toBeGreaterThan(10);
  });

  it('are written as JPEG files that decode to 120×160', async () => {
    const filesDir = await dir;
    const paths = [headPhotoPath('1', 'person-1-0001'), headPhotoPath('1', 'temporary-1-01')];
    await writeHeadPhotos(new LocalStore(filesDir), [
      { path: paths[0], look: WORKER },
      { path: paths[1], look: VISITOR },
    ]);
    expect(paths[0]).toBe('p/1/headPhoto/person-1-0001.jpg');
    for (const path of paths) {
      const image = decode(await readFile(join(filesDir, path)));
      expect([image.width, image.height]).toEqual([HEAD_PHOTO.width, HEAD_PHOTO.height]);
    }
    const worker = decode(await readFile(join(filesDir, paths[0])));
    expect(near(colourAt(worker.data, 50, 45, 4), [242, 196, 28], 24)).toBe(true);
  });
});
