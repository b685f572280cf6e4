import type { Database } from './client';

/**
 * Shares one run of a read among the callers that ask for the same while it runs. A wall starting, or
 * walls and dashboards polling at the same moment, send several calls that read the same rows (both
 * hourly charts, the team and work-type counts, people inside and attendance): one query serves them.
 * A caller that comes once it has settled reads again. A caller that comes while it runs may miss a
 * write made since it began, until its next read (walls read again on the write's message or their
 * interval). The answer is shared, so callers must not change it.
 */
export function singleFlight<A extends unknown[], R>(
  read: (db: Database, ...args: A) => Promise<R>,
): (db: Database, ...args: A) => Promise<R> {
  const running = new WeakMap<Database, Map<string, Promise<R>>>();
  return (db, ...args) => {
    let reads = running.get(db);
    if (!reads) {
      reads = new Map();
      running.set(db, reads);
    }
    const key = JSON.stringify(args);
    const shared = reads.get(key);
    if (shared) return shared;
    const own = reads;
    const result = read(db, ...args).finally(() => own.delete(key));
    own.set(key, result);
    return result;
  };
}
