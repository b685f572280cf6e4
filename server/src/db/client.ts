import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PACKAGE_DIR } from '../package-dir';
import * as schema from './schema';

/** The one query layer: the same drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined means in memory; `snapshot` starts it from a dumped data folder (tests). */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

const migrationsFolder = join(PACKAGE_DIR, 'drizzle');
const config = { schema, casing: 'snake_case' } as const;

/** What a start does to the database once migrated (the demo seed), before it serves. */
export type Preparation = (db: Database) => Promise<void>;

/** The PostgreSQL advisory lock held by the server process that migrates and prepares. */
const START_LOCK = 4_711_002;

/**
 * Opens the database, applies the pending migrations of server/drizzle, then `prepare`. On PostgreSQL
 * replicas started together take turns under an advisory lock: the first migrates and seeds, the others
 * find nothing left to do, and none sees a half-migrated schema.
 */
export async function openDatabase(target: DatabaseTarget, prepare?: Preparation): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url });
    // An idle connection ended by the server (a restart, an administrator) is replaced on the next
    // query; without a listener the pool's error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: idle connection lost (${error.message})`));
    const db = drizzleNodePg({ client: pool, ...config });
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
      await migrateNodePg(db, { migrationsFolder });
      await prepare?.(db);
    } catch (error) {
      lock.release();
      await pool.end();
      throw error;
    }
    await lock.query('SELECT pg_advisory_unlock($1)', [START_LOCK]);
    lock.release();
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  return usePglite(await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.snapshot }), prepare);
}

/** Wraps an open PGlite, applies the pending migrations, then `prepare`. */
export async function usePglite(client: PGlite, prepare?: Preparation): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, ...config });
  try {
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

/** SQLSTATE of a server going away or not ready: class 08 (connection exception), 57P01–57P03. */
const UNAVAILABLE_STATE = /^(08|57P0[123])/;
/** What node-postgres says when a connection ends under a query or cannot be made. */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
/** Socket failures, counted only when they come from the database: under a query, or dialling it. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether a failure means PostgreSQL is out of reach (stopped, restarting, the network to it lost) rather
 * than a fault of the request or of our code. drizzle wraps a query's error in a DrizzleQueryError; a
 * transaction takes its connection from the pool unwrapped, so a bare failure to connect counts too.
 */
/**
 * Whether the database refused a number too large for its column (SQLSTATE 22003: an integer column
 * past 2,147,483,647, a decimal past its precision): bad input, not a fault of the server.
 */
export function isNumberOutOfRange(error: unknown): boolean {
  for (let link = error; link instanceof Error; link = link.cause)
    if ((link as { code?: unknown }).code === '22003') return true;
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const fromDatabase =
    error instanceof DrizzleQueryError || (error as { syscall?: unknown } | null)?.syscall === 'connect';
  for (let link = error; link instanceof Error; link = link.cause) {
    const code = (link as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_STATE.test(code) || (fromDatabase && NETWORK_CODES.has(code)))
    )
      return true;
    if (CONNECTION_LOST.test(link.message)) return true;
  }
  return false;
}
