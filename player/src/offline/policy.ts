import { PLAYBACK_KEY_HEADER } from '../api/headers';

/** The one cache of the wall's service worker; a new layout of it gets a new name. */
export const OFFLINE_CACHE = 'site-wall-offline-v1';

/** What is stored and not used or refreshed for this long is dropped: old builds, old data calls. */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** A hit on stored code re-stamps it at most this often, so what a wall still uses is kept. */
export const RESTAMP_MS = 24 * 60 * 60 * 1000;

/**
 * How the worker treats a request:
 * - `code`: the build's hashed files, never changed: from storage first, else the network;
 * - `page`: the wall's page and config.json: the network first, storage when it fails;
 * - `data`: the wall's calls (POST with its playback key) and the files it shows: the network first,
 *   storage when it fails;
 * - `pass`: anything else (the socket, map tiles, other sites' pictures), untouched.
 */
export type Handling = 'code' | 'page' | 'data' | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  headers: { has(name: string): boolean };
}

export function handlingOf(request: RequestFacts, scope: string): Handling {
  const url = new URL(request.url);
  const scopeUrl = new URL(scope);
  const sameOrigin = url.origin === scopeUrl.origin;
  if (request.method === 'POST') return request.headers.has(PLAYBACK_KEY_HEADER) ? 'data' : 'pass';
  if (request.method !== 'GET' || !sameOrigin) return 'pass';
  if (url.pathname.startsWith(`${scopeUrl.pathname}assets/`)) return 'code';
  if (request.mode === 'navigate' || url.pathname === `${scopeUrl.pathname}config.json`) return 'page';
  if (url.pathname.startsWith('/files/')) return 'data';
  return 'pass';
}

/**
 * The address a request is stored under. The cache keys GET requests by address only, so a call's body
 * goes into it as a digest; a page is one entry whatever its query (which screen and key), since it is
 * the same index.html.
 */
export async function storageAddress(request: RequestFacts, body: string, scope: string): Promise<string> {
  if (request.mode === 'navigate') return scope;
  if (request.method !== 'POST') return request.url;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const url = new URL(request.url);
  url.searchParams.set('offline-body', hex(new Uint8Array(digest)));
  return url.toString();
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether a stored answer of `savedAt` (the header the worker wrote) is past keeping at `now`. */
export function expired(savedAt: string | null, now: number): boolean {
  const time = savedAt ? Date.parse(savedAt) : Number.NaN;
  return Number.isNaN(time) || now - time > KEEP_MS;
}

/** Only answers worth replaying are stored: a page or file that came back whole, a call that succeeded. */
export async function worthStoring(response: Response, handling: Handling): Promise<boolean> {
  if (!response.ok || response.type === 'opaque') return false;
  if (handling !== 'data' || !response.headers.get('content-type')?.includes('json')) return true;
  try {
    const envelope = (await response.clone().json()) as { code?: unknown };
    return Number(envelope?.code) === 200;
  } catch {
    return false;
  }
}
