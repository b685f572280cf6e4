import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Inserts many rows as one JSON parameter, read with the table's own row type. On PGlite this is several
 * times faster than a multi-row insert, whose bind parameters (one per value) dominate a large seed and
 * reach PostgreSQL's limit of 65,535 from a few thousand rows on. The columns are those the first row
 * names; every row names the same ones (null for SQL NULL), the others take their defaults.
 */
export async function insertAsJson<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]);
  // The client's casing (snake_case) names the columns.
  const names = columns.map(([, column]) => sql.identifier(toSnakeCase(column.name)));
  const json = JSON.stringify(
    rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(columns.map(([key, column]) => [toSnakeCase(column.name), row[key] ?? null])),
    ),
  );
  const list = sql.join(names, sql`, `);
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}
