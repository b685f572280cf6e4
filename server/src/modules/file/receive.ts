import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { FILE_TYPES, limitOf, type Signature, SNIFF_BYTES, sniff, type UploadLimits } from './file-types';

export interface ReceivedFile {
  /** Path relative to the files folder. */
  path: string;
  originalName: string;
  signature: Signature;
  size: number;
  fields: Record<string, string>;
  fileType: string;
}

const shownSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

/**
 * Reads a multipart upload (`file` plus text fields, in any order), streams the file to a scratch
 * folder, checks its type and size, then moves it under `<fileType>/<yyyyMM>/`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  dirs: { filesDir: string; scratchDir: string },
  limits: UploadLimits,
  defaultFileType?: string,
): Promise<ReceivedFile> {
  const largest = Math.max(limits.imageBytes, limits.videoBytes);
  const scratch = join(dirs.scratchDir, randomUUID());
  const fields: Record<string, string> = {};
  let file: { originalName: string; head: Buffer; size: number } | undefined;
  try {
    await mkdir(dirs.scratchDir, { recursive: true });
    for await (const part of request.parts({ limits: { fileSize: largest, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        const known = FILE_TYPES[fields.fileType || defaultFileType || ''];
        const limit = known ? limitOf(known, limits) : largest;
        file = { originalName: part.filename, ...(await saveStream(part.file, scratch, limit)) };
      }
    }
    if (!file) throw fieldError('file', '必填');
    const fileType = fields.fileType || defaultFileType;
    if (!fileType) throw fieldError('fileType', '必填');
    const kind = FILE_TYPES[fileType];
    if (!kind) throw fieldError('fileType', '不支持的文件类型');
    const signature = sniff(file.head);
    if (signature?.kind !== kind) throw fieldError('file', '文件类型不支持');
    if (file.size > limitOf(kind, limits)) {
      throw new ApiError(CODE.tooLarge, `file: 文件过大，不能超过${shownSize(limitOf(kind, limits))}`);
    }
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const path = `${fileType}/${month}/${randomUUID()}.${signature.ext}`;
    await mkdir(dirname(join(dirs.filesDir, path)), { recursive: true });
    await rename(scratch, join(dirs.filesDir, path));
    return { path, originalName: file.originalName, signature, size: file.size, fields, fileType };
  } finally {
    await rm(scratch, { force: true });
  }
}

/**
 * Writes the stream to `target`, keeping its first bytes for sniffing. Past `limit` bytes the rest is read
 * but dropped, so the request still ends cleanly before the refusal is answered.
 */
async function saveStream(
  stream: NodeJS.ReadableStream,
  target: string,
  limit: number,
): Promise<{ head: Buffer; size: number }> {
  let head = Buffer.alloc(0);
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      size += chunk.length;
      callback(null, size <= limit ? chunk : undefined);
    },
  });
  try {
    await pipeline(stream, measure, createWriteStream(target));
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    size = Number.POSITIVE_INFINITY;
  }
  return { head, size };
}
