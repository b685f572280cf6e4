/**
 * The player's HTTP client: every call is `POST` with a JSON body under `/front/...`, answered with the
 * envelope `{ code, message, data }` (docs/api-decisions.md).
 *
 * Credentials: a wall has no login. It plays with the screen's playback key, which it sends on every
 * call as the header `X-Playback-Key: <key>` (the screen call also carries it in the body). The server
 * accepts the key in place of a session for the screen call, the relay and the read-only site calls
 * of the screen's own project. Inside the console's designer the player's widgets are mounted with
 * the user's `Authorization` header instead (see `mountWidget`).
 */
import { t } from '../i18n';
import { PLAYBACK_KEY_HEADER } from './headers';
import { noteAnswerAge } from './saved-data';
import { noteServerDate } from './server-clock';

/** Seed 001 §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 300_000;

export type ApiErrorKind = 'envelope' | 'transport' | 'timeout' | 'aborted' | 'parse';

export class ApiError extends Error {
  readonly code: number;
  readonly kind: ApiErrorKind;
  constructor(kind: ApiErrorKind, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }
}

export interface Credentials {
  playbackKey?: string;
  /** Full `Authorization` header value, e.g. `Bearer <token>` (designer preview). */
  authorization?: string;
}

export interface PostOptions extends Credentials {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const left = base.replace(/\/+$/, '');
  const right = path.startsWith('/') ? path : `/${path}`;
  return `${left}${right}`;
}

/** Posts `body` as JSON and returns the envelope's `data`, or throws an `ApiError`. */
export async function postJson<T = unknown>(
  url: string,
  body: unknown,
  options: PostOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.playbackKey) headers[PLAYBACK_KEY_HEADER] = options.playbackKey;
  if (options.authorization) headers.Authorization = options.authorization;
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', 0, t('net.timeout'));
      if (options.signal?.aborted) throw new ApiError('aborted', 0, t('net.aborted'));
      throw new ApiError('transport', 0, error instanceof Error ? error.message : t('net.error'));
    }
    if (!response.ok) throw new ApiError('transport', response.status, `HTTP ${response.status}`);
    noteAnswerAge(response);
    noteServerDate(response);
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      throw new ApiError('parse', response.status, t('net.notJson'));
    }
    if (!envelope || typeof envelope !== 'object' || !('code' in envelope)) {
      throw new ApiError('parse', response.status, t('net.badEnvelope'));
    }
    const { code, message, data } = envelope as { code: unknown; message?: unknown; data?: unknown };
    const numeric = Number(code);
    if (numeric !== 200) {
      throw new ApiError('envelope', numeric, typeof message === 'string' && message ? message : 'Error');
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
