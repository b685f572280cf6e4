import { FILES_PATH, PLAYBACK_KEY_COOKIE } from '@site/shared-schema';

/**
 * Lets the wall's pictures of stored files (photos, uploaded images) prove its key: an <img> sends no
 * header, so the key goes into a cookie sent with requests under the files path only.
 */
export function keyCookie(key: string, secure: boolean): string {
  return `${PLAYBACK_KEY_COOKIE}=${encodeURIComponent(key)}; path=${FILES_PATH}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function rememberKeyForFiles(key: string): void {
  if (!key) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie the server reads with <img> requests; nothing reads it back here.
  document.cookie = keyCookie(key, window.location.protocol === 'https:');
}
