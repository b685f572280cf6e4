import { API, type Envelope, type UploadAnswer } from '@site/shared-schema';
import { httpFor } from './http';

/** The fileType of an avatar upload (seed 000 §7). */
export const AVATAR_FILE_TYPE = 'tenementUserAvatarImg';

/** Multipart upload with progress (0 to 100). */
export async function uploadFile(
  file: File,
  fileType: string,
  onProgress?: (percent: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', file);
  const response = await httpFor(API.fileUpload).post<Envelope<UploadAnswer>>(API.fileUpload, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data.data;
}
