import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, type DatabaseTarget, openDatabase } from '../db/client';
import { copyFolder } from './copy-folder';
import { adminQuery, databaseUrl } from './postgres-admin';

export interface TestDatabase {
  /** The target of the first start, and of any restart on the same data. */
  target: DatabaseTarget;
  restartTarget: DatabaseTarget;
  /** Whether it holds the demo rows already; else the first server start migrates and seeds it. */
  seeded: boolean;
  /** Puts the files the seed wrote into a fresh files folder (the database starts already seeded). */
  copySeededFiles(filesDir: string): Promise<void>;
  drop(): Promise<void>;
}

/** Copying a template fails while another copy of it is being made (55006): try again shortly. */
const TEMPLATE_IN_USE = '55006';

/**
 * A database of one test file, copied from the run's seeded one (see global-setup.ts), or `empty`:
 * PGlite in memory, or in `pgliteDir` when it must survive a restart; or, when DATABASE_URL is set, a
 * uniquely named database on that server, dropped after the file. A suite that points DATABASE_URL at
 * PostgreSQL itself, outside a PostgreSQL run, has no template: its database starts empty.
 */
export async function createTestDatabase(
  pgliteDir?: string,
  contents: 'seeded' | 'empty' = 'seeded',
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const copySeededFiles = async (filesDir: string) => {
    await copyFolder(inject('seededFiles'), filesDir);
    // Task files sit beside the files folder, outside what is served (seed/tasks.ts).
    await copyFolder(inject('seededTasks'), join(dirname(filesDir), 'tasks'));
  };
  if (!serverUrl) {
    const snapshot = contents === 'seeded' ? new Blob([await readFile(inject('pgliteSnapshot'))]) : undefined;
    return {
      target: { kind: 'pglite', dataDir: pgliteDir, snapshot },
      restartTarget: { kind: 'pglite', dataDir: pgliteDir },
      seeded: Boolean(snapshot),
      copySeededFiles: snapshot ? copySeededFiles : async () => {},
      drop: async () => {},
    };
  }
  const name = `site_server_test_${randomBytes(6).toString('hex')}`;
  const template = contents === 'seeded' ? inject('postgresTemplate') : undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const target: DatabaseTarget = { kind: 'postgres', url: databaseUrl(serverUrl, name) };
  return {
    target,
    restartTarget: target,
    seeded: Boolean(template),
    copySeededFiles: template ? copySeededFiles : async () => {},
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The time a test that starts servers on a restartable database may take: each first start migrates and
 * seeds the whole demo from nothing (no snapshot), which outgrows the default 20 s on a busy machine.
 */
export const RESTART_TIMEOUT_MS = 90_000;

/** A test database that survives the app's restarts (PGlite on disk), and how to remove it after. */
export async function createRestartableDatabase(): Promise<{
  database: TestDatabase;
  remove(): Promise<void>;
}> {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'pglite-'));
  const database = await createTestDatabase(join(pgliteDir, 'db'));
  return {
    database,
    async remove() {
      await database.drop();
      await rm(pgliteDir, { recursive: true, force: true });
    },
  };
}

/** The machine's PostgreSQL: DATABASE_URL when the run is on it, else the usual local one. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that PostgreSQL answers: the suites that need one skip cleanly where it does not. */
export async function postgresReachable(url = POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A database of its own for one test file, without a server: made and opened before its tests, closed
 * and dropped after them. Answers its handle's db, to call inside the tests.
 */
export function useTestDatabase(): () => Database {
  let database: TestDatabase;
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase(database.target);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });
  return () => handle.db;
}
