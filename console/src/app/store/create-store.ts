import { useSyncExternalStore } from 'react';

export interface Store<S> {
  get(): S;
  set(change: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** Re-renders the caller when the selected value changes; select existing values, not new objects. */
  use<T>(select: (state: S) => T): T;
}

/** A minimal external store read through useSyncExternalStore. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<S> = {
    get: () => state,
    set(change) {
      state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use: (select) => useSyncExternalStore(store.subscribe, () => select(state)),
  };
  return store;
}
