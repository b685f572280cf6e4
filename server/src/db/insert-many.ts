import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Rows per INSERT: well under PostgreSQL's 65535 parameters for the widest table written this way. */
const CHUNK = 1000;

/** What a row whose key is already there becomes: kept as it is, or updated with `set`. */
type OnConflict<T extends PgTable> =
  | 'keep'
  | { target: IndexColumn | IndexColumn[]; set: PgUpdateSetSource<T> };

/**
 * Inserts many rows in few statements: one INSERT per chunk rather than one per row. Without
 * `onConflict`, a row whose key is already there fails the insert.
 */
export async function insertMany<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
  onConflict?: OnConflict<T>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const insert = db.insert(table).values(rows.slice(start, start + CHUNK));
    if (onConflict === 'keep') await insert.onConflictDoNothing();
    else if (onConflict) await insert.onConflictDoUpdate(onConflict);
    else await insert;
  }
}
