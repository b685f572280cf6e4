import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/** Rows per INSERT: well under PostgreSQL's 65535 parameters for the widest reading table. */
const CHUNK = 1000;

/**
 * Inserts many rows in few statements: one INSERT per chunk rather than one per row. `keepExisting`
 * leaves a row whose key is already there as it is, instead of failing.
 */
export async function insertMany<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
  { keepExisting = false } = {},
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const insert = db.insert(table).values(rows.slice(start, start + CHUNK));
    await (keepExisting ? insert.onConflictDoNothing() : insert);
  }
}
