import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileTasks } from '../../db/schema';

/**
 * A running task carries a lease in its params: who runs it and until when, by the database's clock (so
 * several server processes agree). The runner renews it as it goes; a lease that ran out belongs to a
 * server that stopped, and its task may be taken over.
 */
export const LEASE_MS = 60_000;

const lease = sql`${fileTasks.params}->'lease'`;

/** No lease, or one that ran out. */
export const leaseFree: SQL = sql`(${lease} is null or (${lease}->>'until')::timestamptz < now())`;

const held = (owner: string): SQL => sql`${lease}->>'owner' = ${owner}`;

/**
 * Takes or renews the lease of a running task; false when the task finished or another runner holds it.
 */
export async function holdLease(
  db: Database,
  taskId: string,
  owner: string,
  ms = LEASE_MS,
): Promise<boolean> {
  const rows = await db
    .update(fileTasks)
    .set({
      params: sql`jsonb_set(coalesce(${fileTasks.params}, '{}'::jsonb), '{lease}', jsonb_build_object(
        'owner', ${owner}::text, 'until', now() + ${ms}::integer * interval '1 millisecond'))`,
    })
    .where(
      and(
        eq(fileTasks.id, taskId),
        eq(fileTasks.taskStatus, 'TASK_EXECUTE'),
        sql`(${leaseFree} or ${held(owner)})`,
      ),
    )
    .returning({ id: fileTasks.id });
  return rows.length > 0;
}

/** Gives the lease up (a server stopping hands its task to the next start). */
export async function releaseLease(db: Database, taskId: string, owner: string): Promise<void> {
  await db
    .update(fileTasks)
    .set({ params: sql`${fileTasks.params} - 'lease'` })
    .where(and(eq(fileTasks.id, taskId), held(owner)));
}

/**
 * Renews a lease every third of its time while work runs, even when a single step (a slow query, a slow
 * row) takes long; answers the function that stops renewing.
 */
export function keepLease(
  db: Database,
  taskId: string,
  owner: string,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    holdLease(db, taskId, owner).catch(onError);
  }, LEASE_MS / 3);
  timer.unref();
  return () => clearInterval(timer);
}
