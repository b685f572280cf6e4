import { useSyncExternalStore } from 'react';
import type { EditorState, EditorStore } from './types';

/** React binding; the component re-renders when the selector's result changes (Object.is). */
export function useEditor<T>(store: EditorStore, selector: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
