import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, usePglite } from '../db/client';
import { seedDemo } from '../seed';
import { openStores } from '../storage/stores';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data folder, migrated and seeded: loading it is several times faster than creating one. */
    pgliteSnapshot: string;
    /**
     * On PostgreSQL (DATABASE_URL), a migrated and seeded database each test file's database is copied
     * from (CREATE DATABASE … TEMPLATE), instead of seeding its own.
     */
    postgresTemplate: string;
    /** The files the seed wrote beside that database. */
    seededFiles: string;
    /** The task files the seed wrote (seed/tasks.ts), beside the files folder. */
    seededTasks: string;
  }
}

/*
 * Every test file starts by loading the snapshot into PGlite's memory, and the time that takes follows
 * its size: it was most of a test server's start. The seed left three write-ahead-log segments of
 * 16 MB and two template databases (15 MB) in it; nothing runs CREATE DATABASE on PGlite, and a
 * checkpoint makes the old segments useless. Without them it is 51 MB instead of 99.
 */
const ONE_WAL_SEGMENT = ['min_wal_size = 32MB', 'max_wal_size = 32MB', 'wal_recycle = off'];

async function leanDump(client: PGlite): Promise<Buffer> {
  await client.exec(
    `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  );
  await client.exec('DROP DATABASE template0');
  await client.exec('DROP DATABASE template1');
  await client.exec('CHECKPOINT');
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

/** Migrates and seeds one database for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'site-server-snapshot-'));
  const stores = await openStores(dir, { kind: 'local' });
  const serverUrl = process.env.DATABASE_URL;
  let dropTemplate = async () => {};
  if (serverUrl) {
    const template = `site_server_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${template}"`);
    dropTemplate = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await seeded(await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) }));
    project.provide('postgresTemplate', template);
  } else {
    const client = await PGlite.create({ postgresqlconf: ONE_WAL_SEGMENT });
    const snapshot = join(dir, 'pglite.tar');
    await seeded(await usePglite(client), async () => writeFile(snapshot, await leanDump(client)));
    project.provide('pgliteSnapshot', snapshot);
  }
  project.provide('seededFiles', join(dir, 'files'));
  project.provide('seededTasks', join(dir, 'tasks'));
  return async () => {
    await dropTemplate();
    await rm(dir, { recursive: true, force: true });
  };

  async function seeded(database: DatabaseHandle, keep = async () => {}) {
    try {
      await seedDemo(database.db, stores);
      await keep();
    } finally {
      // A template must have no connection left when databases are copied from it.
      await database.close();
    }
  }
}
