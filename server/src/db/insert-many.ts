import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
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

/**
 * An update-on-conflict `set` that gives each of `keys` the value its own row brought (PostgreSQL's
 * `excluded`), for upserts of many rows whose values differ. Column names follow the client's snake_case.
 */
export function fromInserted<T extends PgTable>(table: T, keys: readonly string[]): PgUpdateSetSource<T> {
  const columns = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean }>;
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    set[key] = sql`excluded.${sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name)}`;
  }
  return set as PgUpdateSetSource<T>;
}
