import {
  API,
  type Envelope,
  type IdcardSide,
  type IdcardUploadAnswer,
  type UploadAnswer,
} from '@site/shared-schema';
import { httpFor } from './http';

/** The fileType of an avatar upload (seed 000 §7). */
export const AVATAR_FILE_TYPE = 'tenementUserAvatarImg';

/** Posts a multipart form, reporting the upload's progress (0 to 100), and resolves to the envelope. */
export async function postMultipart<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<Envelope<T>> {
  const response = await httpFor(path).post<Envelope<T>>(path, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data;
}

/**
 * Multipart upload with progress (0 to 100). A file for a project names it as targetId: the server then
 * serves it to that project's members and walls only; without one it is the organisation's (avatars).
 */
export async function uploadFile(
  file: File,
  fileType: string,
  onProgress?: (percent: number) => void,
  targetId?: string,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('fileType', fileType);
  if (targetId) form.append('targetId', targetId);
  form.append('file', file);
  return (await postMultipart<UploadAnswer>(API.fileUpload, form, onProgress)).data;
}

/** The fileType of the other pictures of a record (head photos). */
export const IMAGE_FILE_TYPE = 'otherImg';

/**
 * The address of a stored file: server paths (`/files/...`) are prefixed with the API base the console
 * was configured with (seed 000 §7: photo paths are prefixed with the API host); full URLs pass as they are.
 */
export function fileUrlOf(path: string | null | undefined): string {
  if (!path) return '';
  if (!path.startsWith('/')) return path;
  return `${httpFor(API.fileUpload).defaults.baseURL ?? ''}${path}`;
}

/** The ID-card upload (/front/file/uploadIdcardImg): the stored picture and what could be read off it. */
export async function uploadIdcardImage(
  file: File,
  side: IdcardSide,
  targetId: string,
  onProgress?: (percent: number) => void,
): Promise<IdcardUploadAnswer> {
  const form = new FormData();
  form.append('fileType', 'idcardImg');
  form.append('side', side);
  form.append('targetId', targetId);
  form.append('file', file);
  return (await postMultipart<IdcardUploadAnswer>(API.idcardUpload, form, onProgress)).data;
}
