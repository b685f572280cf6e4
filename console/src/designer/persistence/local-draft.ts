import { loadScreen, type ScreenDocument } from '@site/shared-schema';
import { dropKept, readKept, writeKept } from '../../app/store/kept';

/** Unsaved changes are kept this long after the last edit before being written locally. */
export const LOCAL_DRAFT_DELAY_MS = 1500;

export interface LocalDraft {
  doc: ScreenDocument;
  /** ms since the epoch. */
  savedAt: number;
}

/** One entry per user and screen, so two accounts on one browser never offer each other's work. */
export const localDraftKey = (userId: string, screenId: string): string =>
  `site-designer-draft:${userId}:${screenId}`;

/** The kept draft, migrated and validated like any document; null when absent or unreadable. */
export function readLocalDraft(storage: Storage, key: string): LocalDraft | null {
  const kept = readKept(storage, key) as { doc?: unknown; savedAt?: unknown } | undefined;
  if (!kept || typeof kept !== 'object') return null;
  const loaded = loadScreen(kept.doc);
  if (!loaded.ok) return null;
  return { doc: loaded.value, savedAt: typeof kept.savedAt === 'number' ? kept.savedAt : 0 };
}

/** False when the storage refused it (full, or disabled): the editor keeps working regardless. */
export function writeLocalDraft(
  storage: Storage,
  key: string,
  doc: ScreenDocument,
  now = Date.now(),
): boolean {
  return writeKept(storage, key, { doc, savedAt: now });
}

export const clearLocalDraft = dropKept;

/** Worth offering: a kept draft that differs from what the server holds. */
export function differsFrom(draft: LocalDraft | null, serverDoc: ScreenDocument): draft is LocalDraft {
  return draft !== null && JSON.stringify(draft.doc) !== JSON.stringify(serverDoc);
}
