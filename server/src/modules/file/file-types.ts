/** What an upload's fileType may hold. */
export type FileKind = 'image' | 'video';

/** The fileType values of the seeds' uploads; anything else is refused. */
export const FILE_TYPES: Record<string, FileKind> = {
  tenementUserAvatarImg: 'image',
  otherImg: 'image',
  videoFile: 'video',
  idcardImg: 'image',
};

export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
};

export const limitOf = (kind: FileKind, limits: UploadLimits): number =>
  kind === 'image' ? limits.imageBytes : limits.videoBytes;

export interface Signature {
  kind: FileKind;
  ext: string;
  mime: string;
}

/** Bytes needed to recognise a format. */
export const SNIFF_BYTES = 16;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/**
 * The format is read from the file's first bytes, never from its name or declared type. SVG is not
 * accepted: it can carry script and files are served from the app's own origin.
 */
const SIGNATURES: (Signature & { test(head: Buffer): boolean })[] = [
  { kind: 'image', ext: 'png', mime: 'image/png', test: (h) => ascii(h, 0, '\x89PNG\r\n\x1a\n') },
  { kind: 'image', ext: 'jpg', mime: 'image/jpeg', test: (h) => ascii(h, 0, '\xff\xd8\xff') },
  {
    kind: 'image',
    ext: 'gif',
    mime: 'image/gif',
    test: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
  },
  { kind: 'image', ext: 'webp', mime: 'image/webp', test: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  { kind: 'image', ext: 'bmp', mime: 'image/bmp', test: (h) => ascii(h, 0, 'BM') },
  { kind: 'video', ext: 'mov', mime: 'video/quicktime', test: (h) => ascii(h, 4, 'ftypqt') },
  { kind: 'video', ext: 'mp4', mime: 'video/mp4', test: (h) => ascii(h, 4, 'ftyp') },
  { kind: 'video', ext: 'webm', mime: 'video/webm', test: (h) => ascii(h, 0, '\x1a\x45\xdf\xa3') },
];

export function sniff(head: Buffer): Signature | undefined {
  const found = SIGNATURES.find((signature) => signature.test(head));
  return found && { kind: found.kind, ext: found.ext, mime: found.mime };
}
