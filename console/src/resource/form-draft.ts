import { useMemo, useState } from 'react';
import { ApiError } from '../api/envelope';
import { dropKept, readKept, writeKept } from '../app/store/kept';
import { currentProjectId, session } from '../app/store/session';

/**
 * A form whose save got no decision: the server was out of reach, and the console went to the 500 page
 * (seed 000 §8), or the session had ended, and logging in again reloads the console. Either unmounts the
 * dialog; the values are kept for the tab's session and offered again when the same dialog opens (the add,
 * or the edit of that record), so nothing typed is lost. Kept per user and project, so another account or
 * project on the same tab never gets it. Passwords are never kept: their dialogs do not use this.
 */
export function formDraftKey(form: string, id: string | undefined): string {
  const user = session.get().userInfo?.tenementUserId ?? '';
  return `site-form-draft:${user}:${currentProjectId() ?? ''}:${form}:${id ?? 'new'}`;
}

export function keepsDraft(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'transport' || error.kind === 'unauthorized');
}

export function readFormDraft<T extends object>(key: string): T | undefined {
  const kept = readKept(sessionStorage, key);
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as T) : undefined;
}

export const keepFormDraft = (key: string, values: object) => writeKept(sessionStorage, key, values);

export const dropFormDraft = (key: string) => dropKept(sessionStorage, key);

export interface FormDraft<T> {
  /** The values of this dialog's last save that got no decision, read when it mounted; gone once dropped. */
  draft: T | undefined;
  /** After a failed save: keeps the values when the save got no decision, not when it was refused. */
  keepIfUndecided(error: unknown, values: T): void;
  /** Saved, or set aside by closing the dialog. */
  drop(): void;
}

/** The draft of one dialog: `form` names the dialog, `id` the record it edits (none for an add). */
export function useFormDraft<T extends object>(form: string, id?: string): FormDraft<T> {
  const [key] = useState(() => formDraftKey(form, id));
  const [draft, setDraft] = useState(() => readFormDraft<T>(key));
  return useMemo(
    () => ({
      draft,
      keepIfUndecided: (error, values) => {
        if (keepsDraft(error)) keepFormDraft(key, values);
      },
      drop: () => {
        dropFormDraft(key);
        setDraft(undefined);
      },
    }),
    [key, draft],
  );
}
