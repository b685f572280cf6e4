/**
 * JSON kept in a browser storage (localStorage, sessionStorage). A storage can be full or disabled: every
 * helper then does nothing and says so, and the page works on without what it would have kept.
 */

/** The kept value; undefined when absent, unreadable or the storage is disabled. */
export function readKept(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** False when the storage refused it. */
export function writeKept(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function dropKept(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept either.
  }
}
