import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_DIR } from '../package-dir';

/**
 * How far a database's schema is migrated: the last drizzle migration applied, found by its journal
 * time (`when`) as drizzle's migrator itself compares them. `when` and `tag` are null before any.
 */
export interface MigrationLevel {
  count: number;
  when: number | null;
  tag: string | null;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** A PGlite or a node-postgres client. */
interface Queryable {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

const journalFile = join(PACKAGE_DIR, 'drizzle/meta/_journal.json');

/** The migrations this server ships, oldest first. */
export async function knownMigrations(): Promise<JournalEntry[]> {
  return (JSON.parse(await readFile(journalFile, 'utf8')) as { entries: JournalEntry[] }).entries;
}

export async function migrationLevel(client: Queryable): Promise<MigrationLevel> {
  const table = await client.query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!(table.rows[0] as { present: boolean }).present) return { count: 0, when: null, tag: null };
  const applied = await client.query(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const { count, last } = applied.rows[0] as { count: number; last: string | null };
  const when = last === null ? null : Number(last);
  const tag = (await knownMigrations()).find((migration) => migration.when === when)?.tag ?? null;
  return { count, when, tag };
}
