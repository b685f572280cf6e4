import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { hasUnstorableText } from '@site/shared-schema';
import type { FastifyRequest } from 'fastify';
import { ApiError, CODE } from '../../http/envelope';
import { SNIFF_BYTES } from './file-types';

/** A file part written to disk. */
export interface MultipartFile {
  fieldname: string;
  originalName: string;
  /** Where it was written. */
  path: string;
  /** Its first bytes, to tell its type. */
  head: Buffer;
  /** Infinity when it passed its limit (the rest was read and dropped). */
  size: number;
}

export interface MultipartOptions {
  /** Folder the file parts are written to, each under a random name. */
  dir: string;
  /** Field names whose parts are files to keep; other file parts are drained. */
  fileFields: readonly string[];
  maxFiles: number;
  /** The limit of a file, knowing the text fields sent before it. */
  fileBytes(fields: Record<string, string>): number;
}

const BROKEN_UPLOAD = '上传内容不完整或格式错误';

/**
 * Why a multipart request failed, as the envelope tells it: a body cut short or malformed is the caller's
 * fault (400), not the server's; an error of the server itself (a disk error) stays one.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(CODE.badRequest, '上传的文件或字段过多');
  }
  if (statusCode === 413) return new ApiError(CODE.tooLarge, '上传的文件过大');
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new ApiError(CODE.badRequest, BROKEN_UPLOAD);
  // busboy's parse errors carry no code; a client that went away ends the stream early.
  if (!code || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET') {
    return new ApiError(CODE.badRequest, BROKEN_UPLOAD);
  }
  return error;
}

/** A name or a value the database could not store (NUL, a lone surrogate): the refusal's message. */
function unstorable(part: Multipart): string | null {
  if (hasUnstorableText(part.fieldname)) return 'body: 字段名包含无法保存的字符';
  if (part.type === 'field') {
    return hasUnstorableText(String(part.value)) ? `${part.fieldname}: 包含无法保存的字符` : null;
  }
  return hasUnstorableText(part.filename) ? `${part.fieldname}: 文件名包含无法保存的字符` : null;
}

/**
 * Writes the stream to `target`, keeping its first bytes for sniffing. Past `limit` bytes the rest is read
 * but dropped, so the request still ends cleanly before the refusal is answered.
 */
export async function saveStream(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
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
  const output = createWriteStream(target);
  // The file is made when its opening ends, which may come after a failed pipeline: only once the
  // stream has closed may the caller remove it and find it gone for good.
  const closed = new Promise<void>((resolve) => output.once('close', () => resolve()));
  try {
    await pipeline(stream, measure, output);
  } catch (error) {
    output.destroy();
    await closed;
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    size = Number.POSITIVE_INFINITY;
  }
  return { head, size };
}

/**
 * Reads a multipart request: text fields in any order, file parts of `fileFields` written to `dir`. A
 * body cut short or malformed, or a name or field holding text that cannot be stored (NUL, a lone
 * surrogate), is refused with 400; whatever fails, no file of the request is left behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; files: MultipartFile[] }> {
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  const largest = options.fileBytes({});
  try {
    await mkdir(options.dir, { recursive: true });
    const parts = request.parts({
      limits: { fileSize: largest, files: options.maxFiles, fields: 20, fieldSize: 64 * 1024 },
    });
    // A refusal waits for the end of the body, so the client reads the answer instead of a reset.
    let refusal: ApiError | undefined;
    for await (const part of parts) {
      const problem = unstorable(part);
      if (problem) refusal ??= new ApiError(CODE.badRequest, problem);
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (refusal || !options.fileFields.includes(part.fieldname)) {
        part.file.resume();
      } else {
        // On the list before it is written, so a failure midway removes it too.
        const file: MultipartFile = {
          fieldname: part.fieldname,
          originalName: part.filename,
          path: join(options.dir, randomUUID()),
          head: Buffer.alloc(0),
          size: 0,
        };
        files.push(file);
        Object.assign(file, await saveStream(part.file, file.path, options.fileBytes(fields)));
      }
    }
    if (refusal) throw refusal;
    return { fields, files };
  } catch (error) {
    await removeFiles(files);
    throw uploadError(error);
  }
}

/** Removes the files of a request (after a refusal, or once they were moved or read). */
export const removeFiles = async (files: readonly MultipartFile[]): Promise<void> => {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
};
