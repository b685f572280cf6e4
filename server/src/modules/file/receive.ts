import { randomUUID } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import type { ObjectStore } from '../../storage/object-store';
import { FILE_TYPES, limitOf, type Signature, sniff, type UploadLimits } from './file-types';
import { readMultipart, removeFiles } from './multipart';

export interface ReceivedFile {
  /** Path relative to the files folder. */
  path: string;
  originalName: string;
  signature: Signature;
  size: number;
  fields: Record<string, string>;
  fileType: string;
}

export const shownSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

/**
 * Where a stored upload of that type and extension goes, relative to the files folder: in its owner's
 * folder (owner.ts), which decides who may read it.
 */
export const storedUploadPath = (ownerFolder: string, fileType: string, ext: string) => {
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  return `${ownerFolder}/${fileType}/${month}/${randomUUID()}.${ext}`;
};

/**
 * Reads a multipart upload (`file` plus text fields, in any order), streams the file to a scratch
 * folder, checks its type and size, then stores it under `<owner>/<fileType>/<yyyyMM>/`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: { files: ObjectStore; scratchDir: string },
  limits: UploadLimits,
  /** The owner's folder of the upload, from its fields (targetId); throws to refuse it. */
  ownerFolder: (fields: Record<string, string>) => Promise<string>,
  defaultFileType?: string,
): Promise<ReceivedFile> {
  const largest = Math.max(limits.imageBytes, limits.videoBytes);
  const { fields, files } = await readMultipart(request, {
    dir: store.scratchDir,
    fileFields: ['file'],
    maxFiles: 1,
    fileBytes: (known) => {
      const kind = FILE_TYPES[known.fileType || defaultFileType || ''];
      return kind ? limitOf(kind, limits) : largest;
    },
  });
  try {
    const [file] = files;
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
    const path = storedUploadPath(await ownerFolder(fields), fileType, signature.ext);
    await store.files.moveIn(path, file.path);
    return { path, originalName: file.originalName, signature, size: file.size, fields, fileType };
  } finally {
    await removeFiles(files);
  }
}

/**
 * Reads a multipart request with one `file` part into `target`: refused with 400 when missing or when
 * `check` names a problem with its first bytes, 413 past `limit`; nothing is left behind on refusal.
 */
export async function receiveFile(
  request: FastifyRequest,
  target: string,
  limit: number,
  check: (head: Buffer) => string | null,
): Promise<{ originalName: string; size: number; fields: Record<string, string> }> {
  const { fields, files } = await readMultipart(request, {
    dir: dirname(target),
    fileFields: ['file'],
    maxFiles: 1,
    fileBytes: () => limit,
  });
  try {
    const [file] = files;
    if (!file) throw fieldError('file', '必填');
    if (file.size > limit) throw new ApiError(CODE.tooLarge, `file: 文件过大，不能超过${shownSize(limit)}`);
    const problem = check(file.head);
    if (problem) throw fieldError('file', problem);
    await rename(file.path, target);
    return { originalName: file.originalName, size: file.size, fields };
  } finally {
    await removeFiles(files);
  }
}
