import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { usePglite } from '../db/client';
import { seedDemo } from '../seed';
import { openStores } from '../storage/stores';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data folder, migrated and seeded: loading it is several times faster than creating one. */
    pgliteSnapshot: string;
    /** The files the seed wrote beside that database. */
    seededFiles: string;
    /** The task files the seed wrote (seed/tasks.ts), beside the files folder. */
    seededTasks: string;
  }
}

/** Migrates and seeds one PGlite for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = await mkdtemp(join(tmpdir(), 'site-server-snapshot-'));
  const client = await PGlite.create();
  const database = await usePglite(client);
  await seedDemo(database.db, await openStores(dir, { kind: 'local' }));
  const snapshot = join(dir, 'pglite.tar');
  await writeFile(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('seededFiles', join(dir, 'files'));
  project.provide('seededTasks', join(dir, 'tasks'));
  return () => rm(dir, { recursive: true, force: true });
}
