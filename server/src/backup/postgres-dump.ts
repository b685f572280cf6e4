import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { type MigrationLevel, migrationLevel } from './migration-level';
import { BackupRefusal } from './refusal';

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Runs pg_dump or pg_restore; the password goes by environment, not on the command line `ps` shows. */
async function runClientTool(tool: string, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await promisify(execFile)(tool, [`--dbname=${target}`, ...args], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupRefusal(
        `${tool} was not found: install the PostgreSQL client tools (of the server's major version or newer).`,
      );
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/**
 * pg_dump reads one snapshot, so the server may keep running: the dump is the database as it stood
 * at one instant.
 */
export async function dumpPostgres(url: string, file: string): Promise<MigrationLevel> {
  const level = await withClient(url, migrationLevel);
  await runClientTool('pg_dump', url, ['--format=custom', `--file=${file}`]);
  return level;
}

export async function refuseIfNotEmpty(url: string): Promise<void> {
  const tables = await withClient(url, async (client) => {
    const answer = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return answer.rows[0].count;
  });
  if (tables > 0)
    throw new BackupRefusal(
      `The database ${new URL(url).pathname.slice(1)} is not empty (${tables} tables): restore into a new, ` +
        'empty database, or add --force to replace what the backup holds.',
    );
}

/**
 * One transaction: a failed restore leaves the database as it was. Owners and grants of the old server
 * are left out; the restoring user owns everything, as the server's migrations would.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await runClientTool('pg_restore', url, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    file,
  ]);
}
