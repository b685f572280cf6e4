import type { Readable } from 'node:stream';

/** An object's bytes as a stream, with what an HTTP answer needs to describe them. */
export interface OpenedObject {
  body: Readable;
  /** Bytes in `body`: the whole object, or the requested range. */
  length: number;
  /** The whole object's size. */
  size: number;
  modified: Date;
  contentType: string;
  /** The range sent, when one was asked for and satisfiable. */
  range?: { start: number; end: number };
}

/** Inclusive byte positions, as an HTTP Range header names them. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where the server keeps files: the uploads (served at /files/) and the task centre's files (exports,
 * import files). One interface so that server replicas can share them: a local folder by default, an S3
 * bucket in production (stores.ts). Keys are relative, '/'-separated paths, checked by `checkKey`.
 */
export interface ObjectStore {
  /** The folder holding the objects as files, when they are local (served by @fastify/static). */
  readonly dir?: string;
  put(key: string, body: Buffer): Promise<void>;
  /** Stores the local file `from` under the key and removes it: a rename where the store is local. */
  moveIn(key: string, from: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** The object as a stream, or null when there is none (or the range starts past its end). */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /**
   * Runs `use` on a local file holding the object: the stored file itself where the store is local, a
   * copy in `scratchDir` (removed afterwards) otherwise. Null without calling `use` when there is none.
   */
  withLocalFile<T>(key: string, scratchDir: string, use: (path: string) => Promise<T>): Promise<T | null>;
  /** Removes the object and every object under `key/`. */
  remove(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
};

/** The content type of a stored file, from its extension (uploads are named after their sniffed format). */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Refuses a key that could leave the store's folder or prefix: absolute, dot segments, empty segments. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.includes('\\') || segments.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`not a stored file's key: ${key}`);
  }
  return key;
}
