import { useCallback, useEffect, useRef } from 'react';
import type { EditorStore } from '../model';
import { clearLocalDraft, LOCAL_DRAFT_DELAY_MS, writeLocalDraft } from './local-draft';

/**
 * Keeps unsaved changes in localStorage, a moment after the last edit and at once when the page is
 * hidden or closed, so a crash or a lost tab loses at most the last second or two. A saved or
 * unchanged document leaves nothing behind. Answers `discard`, for a user who leaves without saving.
 */
export function useLocalDraft(store: EditorStore, key: string): () => void {
  const discarded = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastDoc = store.getState().doc;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const { doc, dirty } = store.getState();
      if (dirty && !discarded.current) writeLocalDraft(localStorage, key, doc);
      else clearLocalDraft(localStorage, key);
    };
    const unsubscribe = store.subscribe(() => {
      const { doc, dirty } = store.getState();
      if (!dirty) {
        flush();
      } else if (doc !== lastDoc) {
        discarded.current = false;
        clearTimeout(timer);
        timer = setTimeout(flush, LOCAL_DRAFT_DELAY_MS);
      }
      lastDoc = doc;
    });
    const onHide = () => {
      if (timer) flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      if (timer) flush();
    };
  }, [store, key]);

  return useCallback(() => {
    discarded.current = true;
    clearLocalDraft(localStorage, key);
  }, [key]);
}
