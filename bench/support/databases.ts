import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '@site/server/src/db/client';
import { adminQuery, databaseUrl } from '@site/server/src/test/postgres-admin';

/** A database the bench fills and a server runs on, and how to remove both afterwards. */
export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** The server's DATA_DIR: uploaded and exported files, and PGlite's data under pglite/. */
  dataDir: string;
  /** DATABASE_URL of the server; '' runs it on PGlite in its DATA_DIR. */
  databaseUrl: string;
  /** What the bench opens to fill it, while no server runs on it. */
  target: DatabaseTarget;
  remove(): Promise<void>;
}

const freshDataDir = () => mkdtemp(join(tmpdir(), 'bench-api-'));

/** The embedded default: PGlite in a fresh DATA_DIR. */
export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = await freshDataDir();
  return {
    label: 'PGlite',
    dataDir,
    databaseUrl: '',
    target: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Whether something accepts connections at the URL's host and port (as scripts/test-all.mjs checks). */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    const answer = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/** A database of its own on the PostgreSQL server at `serverUrl`, created now and dropped by `remove`. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `site_bench_api_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrl(serverUrl, name);
  const dataDir = await freshDataDir();
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url,
    target: { kind: 'postgres', url },
    async remove() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
