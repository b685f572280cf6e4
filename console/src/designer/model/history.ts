import type { ScreenDocument } from '@site/shared-schema';

/**
 * Undo history as a list of whole documents. Each document shares every unchanged component with its
 * neighbours, so a step costs the changed path plus one array of references, never a deep copy.
 */
export interface History {
  past: readonly ScreenDocument[];
  present: ScreenDocument;
  future: readonly ScreenDocument[];
  /** mergeKey of the open step: a change with the same key replaces `present` instead of adding a step. */
  openKey: string | null;
}

/** Oldest steps are dropped beyond this many. */
export const HISTORY_LIMIT = 1000;

export function startHistory(doc: ScreenDocument): History {
  return { past: [], present: doc, future: [], openKey: null };
}

/** Records `doc` as the next step (or folds it into the open step) and discards the redo tail. */
export function record(history: History, doc: ScreenDocument, mergeKey?: string): History {
  if (doc === history.present) return history;
  const key = mergeKey ?? null;
  if (key !== null && key === history.openKey) return { ...history, present: doc, future: [] };
  const past = [...history.past, history.present];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, present: doc, future: [], openKey: key };
}

/** Closes the open step: the next change starts a new one whatever its key. */
export function commit(history: History): History {
  return history.openKey === null ? history : { ...history, openKey: null };
}

export function undo(history: History): History {
  if (history.past.length === 0) return history;
  const present = history.past[history.past.length - 1];
  return {
    past: history.past.slice(0, -1),
    present,
    future: [history.present, ...history.future],
    openKey: null,
  };
}

export function redo(history: History): History {
  if (history.future.length === 0) return history;
  const [present, ...future] = history.future;
  return { past: [...history.past, history.present], present, future, openKey: null };
}
