import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { leases } from './schema';

export interface Lease {
  /** Takes the lease, or renews it, for another `ttlMs`: whether this process holds it now. */
  hold(): Promise<boolean>;
  /** Gives it up at once, so another replica takes it at its next try rather than at expiry. */
  release(): Promise<void>;
}

/**
 * A named lease in the database: among processes on one database, one at a time holds it. Times are the
 * database's, so replicas with drifting clocks still agree on expiry.
 */
export function createLease(db: Database, name: string, ttlMs: number): Lease {
  const holder = randomUUID();
  const expiresAt = sql`now() + ${ttlMs} * interval '1 millisecond'`;
  return {
    async hold() {
      const taken = await db
        .insert(leases)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({
          target: leases.name,
          set: { holder, expiresAt },
          setWhere: or(eq(leases.holder, holder), lt(leases.expiresAt, sql`now()`)),
        })
        .returning({ holder: leases.holder });
      return taken.length > 0;
    },
    async release() {
      await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
    },
  };
}
