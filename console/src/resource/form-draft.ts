import type { Row } from '../api/resource-calls';
import { dropKept, readKept, writeKept } from '../app/store/kept';
import { currentProjectId, session } from '../app/store/session';

/**
 * A form whose save could not reach the server. The console then goes to the 500 page (seed 000 §8), which
 * unmounts the dialog; the body is kept for the tab's session and offered again when the same dialog opens
 * (the add, or the edit of that record), so a dropped connection loses nothing typed. Kept per user and
 * project, so another account or project on the same tab never gets it.
 */
export function formDraftKey(resource: string, id: string | undefined): string {
  const user = session.get().userInfo?.tenementUserId ?? '';
  return `site-form-draft:${user}:${currentProjectId() ?? ''}:${resource}:${id ?? 'new'}`;
}

export function readFormDraft(key: string): Row | undefined {
  const kept = readKept(sessionStorage, key);
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Row) : undefined;
}

export const keepFormDraft = (key: string, body: Row) => writeKept(sessionStorage, key, body);

export const dropFormDraft = (key: string) => dropKept(sessionStorage, key);
