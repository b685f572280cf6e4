import { MESSAGES } from '@site/shared-schema';

/** Envelope codes the console reacts to (docs/api-decisions.md). */
export const CODE_OK = 200;
export const CODE_UNAUTHORIZED = 401;

export type ApiErrorKind = 'envelope' | 'unauthorized' | 'transport';

/** A failed call. `notified` tells callers the user has already seen it (toast or confirm box). */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    message: string,
    readonly notified = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type EnvelopeOutcome =
  | { kind: 'ok' }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'error'; code: number; message: string };

/** What an answer body means: code 200 passes, 401 ends the session, anything else is an error. */
export function readEnvelope(body: unknown): EnvelopeOutcome {
  if (!body || typeof body !== 'object' || !('code' in body)) {
    return { kind: 'error', code: 0, message: MESSAGES.error };
  }
  const { code, message } = body as { code: unknown; message?: unknown };
  const numeric = Number(code);
  const text = typeof message === 'string' && message ? message : MESSAGES.error;
  if (numeric === CODE_OK) return { kind: 'ok' };
  if (numeric === CODE_UNAUTHORIZED) return { kind: 'unauthorized', message: text };
  return { kind: 'error', code: numeric, message: text };
}

/** Which base serves a path: the site base answers the `/front/site...` calls, the common base the rest. */
export function isSitePath(path: string): boolean {
  return /^\/front\/site/.test(path);
}

/** For a `.catch` of a call whose failure needs nothing more: the user has seen it; anything else rethrows. */
export function ignoreNotified(error: unknown): void {
  if (!(error instanceof ApiError && error.notified)) throw error;
}
