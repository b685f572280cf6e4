import { ApiError } from '../api/envelope';
import type { Row } from '../api/resource-calls';
import { dropKept, readKept, writeKept } from '../app/store/kept';
import { currentProjectId, session } from '../app/store/session';

/**
 * A form whose save got no decision: the server was out of reach, and the console went to the 500 page
 * (seed 000 §8), or the session had ended, and logging in again reloads the console. Either unmounts the
 * dialog; the body is kept for the tab's session and offered again when the same dialog opens (the add, or
 * the edit of that record), so nothing typed is lost. Kept per user and project, so another account or
 * project on the same tab never gets it.
 */
export function formDraftKey(resource: string, id: string | undefined): string {
  const user = session.get().userInfo?.tenementUserId ?? '';
  return `site-form-draft:${user}:${currentProjectId() ?? ''}:${resource}:${id ?? 'new'}`;
}

export function keepsDraft(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'transport' || error.kind === 'unauthorized');
}

export function readFormDraft(key: string): Row | undefined {
  const kept = readKept(sessionStorage, key);
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Row) : undefined;
}

export const keepFormDraft = (key: string, body: Row) => writeKept(sessionStorage, key, body);

export const dropFormDraft = (key: string) => dropKept(sessionStorage, key);
