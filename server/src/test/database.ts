import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, type DatabaseTarget, openDatabase } from '../db/client';
import { copyFolder } from './copy-folder';

export interface TestDatabase {
  /** The target of the first start, and of any restart on the same data. */
  target: DatabaseTarget;
  restartTarget: DatabaseTarget;
  /** Puts the files the seed wrote into a fresh files folder (PGlite starts already seeded). */
  copySeededFiles(filesDir: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * PGlite started from the run's seeded snapshot (see global-setup.ts) — in memory, or in `pgliteDir` when
 * it must survive a restart — or, when DATABASE_URL is set, a uniquely named database on that server,
 * created for one test file and dropped after it.
 */
export async function createTestDatabase(pgliteDir?: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    return {
      target: { kind: 'pglite', dataDir: pgliteDir, snapshot },
      restartTarget: { kind: 'pglite', dataDir: pgliteDir },
      copySeededFiles: async (filesDir) => {
        await copyFolder(inject('seededFiles'), filesDir);
        // Task files sit beside the files folder, outside what is served (seed/tasks.ts).
        await copyFolder(inject('seededTasks'), join(dirname(filesDir), 'tasks'));
      },
      drop: async () => {},
    };
  }
  const name = `site_server_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  return {
    target,
    restartTarget: target,
    copySeededFiles: async () => {},
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
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
