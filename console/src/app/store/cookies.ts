import { SESSION_COOKIE } from '@site/shared-schema';

/** Small cookie helpers: the seeds keep the session and the layout preferences in cookies. */

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function setCookie(name: string, value: string, attributes: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session is read synchronously at start-up; the Cookie Store API is async.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; ${attributes}`;
}

/**
 * Lax: sent with the console's own requests and <img> of stored files, not with other sites' posts. The
 * seed has the token in a cookie the console reads, so it cannot be HttpOnly; over HTTPS it is Secure.
 */
export function writeCookie(name: string, value: string): void {
  setCookie(name, value, `SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`);
}

export function removeCookie(name: string): void {
  setCookie(name, '', 'expires=Thu, 01 Jan 1970 00:00:00 GMT');
}

export function readJsonCookie<T>(name: string): T | undefined {
  const text = readCookie(name);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJsonCookie(name: string, value: unknown): void {
  writeCookie(name, JSON.stringify(value));
}

/** The cookie names of the console. */
export const COOKIE = {
  token: SESSION_COOKIE,
  userInfo: 'Site-User-Info',
  projectId: 'Site-Project-Id',
  sidebarOpened: 'sidebarStatus',
  device: 'device',
  language: 'language',
  size: 'size',
} as const;
