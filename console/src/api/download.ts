import { EXPORT_TIMEOUT, MESSAGES } from '@site/shared-schema';
import { ApiError } from './envelope';
import { httpFor, reportError } from './http';

/** The file name of a `content-disposition` header; RFC 5987 `filename*` wins over `filename`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  const raw = extended?.[1] ?? plain?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw.trim().replace(/^"|"$/g, ''));
  } catch {
    return raw.trim();
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Downloads an export (seed 000 §7): a blob answer with the file name in `content-disposition`.
 * A JSON answer is the server refusing: its message is shown as an error toast.
 */
export async function exportFile(path: string, body: unknown, fallbackName = 'export.xlsx'): Promise<void> {
  const response = await httpFor(path).post<Blob>(path, body, {
    responseType: 'blob',
    timeout: EXPORT_TIMEOUT,
  });
  const blob = response.data;
  if (blob.type.includes('json')) {
    const answer = JSON.parse(await blob.text()) as { code?: number; message?: string };
    const message = answer.message || MESSAGES.error;
    reportError(message);
    throw new ApiError('envelope', Number(answer.code ?? 0), message);
  }
  saveBlob(blob, fileNameFromDisposition(response.headers['content-disposition']) ?? fallbackName);
}
