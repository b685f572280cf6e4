import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, PERSON_API, PERSON_RESOURCE, type PersonRow, type UploadAnswer } from '@site/shared-schema';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../db/client';
import { sampleRecord } from '../resource/test-support';
import { DEMO_PROJECTS } from '../seed/demo';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startTestServer, type TestServer } from '../test/server';
import { PNG, uploadForm } from '../test/uploads';
import { createBackup } from './create-backup';
import { MANIFEST_FILE } from './layout';
import type { Manifest } from './manifest';
import { knownMigrations } from './migration-level';
import { restoreBackup } from './restore-backup';
import type { StoragePlace, StoredDatabase } from './stored-database';

// The run's database: PGlite, or PostgreSQL when the run has DATABASE_URL (test/database.ts).
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const PROJECT = DEMO_PROJECTS.longName;
// Disk and PGlite work on a busy two-core machine: time is no measure of success here.
const SLOW = 180_000;

function stored(target: DatabaseTarget): StoredDatabase {
  if (target.kind === 'postgres') return target;
  if (!target.dataDir) throw new Error('an embedded database on disk is needed');
  return { kind: 'pglite', dataDir: target.dataDir };
}

/** A person added and a file uploaded over HTTP. */
async function write(server: TestServer) {
  const token = await server.login('admin');
  const body = await sampleRecord(server, token, PERSON_RESOURCE, PROJECT, { personType: 'WORKER' });
  const added = await server.post<{ personId: string }>(PERSON_API.add, body, token);
  const form = uploadForm({ fileType: 'otherImg' }, { bytes: PNG, name: 'site.png', type: 'image/png' });
  const uploaded = await server.send<UploadAnswer>(API.fileUpload, { body: form }, token);
  expect([added.code, uploaded.code]).toEqual([200, 200]);
  return { personId: added.data.personId, filePath: uploaded.data.filePath };
}

describe(`backup and restore (${kind})`, () => {
  let work: string;
  let source: TestDatabase;
  let server: TestServer;
  let live: TestServer;
  let archive: string;
  let kept: Awaited<ReturnType<typeof write>>;
  let later: Awaited<ReturnType<typeof write>>;
  const cleanups: (() => Promise<unknown>)[] = [];

  /** A new DATA_DIR with a new database: a new folder for PGlite, a new empty database on PostgreSQL. */
  async function newPlace() {
    const dataDir = join(await mkdtemp(join(work, 'place-')), 'data');
    const database = await createTestDatabase(
      kind === 'pglite' ? join(dataDir, 'pglite') : undefined,
      'empty',
    );
    cleanups.push(() => database.drop());
    const place: StoragePlace = { dataDir, database: stored(database.restartTarget) };
    return { place, database };
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'site-backup-test-'));
    source = await createTestDatabase(kind === 'pglite' ? join(work, 'source-pglite') : undefined);
    server = await startTestServer({}, { database: source, restart: false });
    kept = await write(server);
    archive = join(work, 'site.tar.gz');
    const place = { dataDir: server.dataDir, database: stored(source.restartTarget) };
    if (kind === 'pglite') {
      // The embedded database is backed up stopped; PostgreSQL while the server runs.
      await server.app.close();
      await createBackup(place, archive);
      live = await startTestServer({ dataDir: server.dataDir }, { database: source, restart: true });
    } else {
      await createBackup(place, archive);
      live = server;
    }
    later = await write(live);
  }, SLOW);

  afterAll(async () => {
    await live?.close();
    await server?.close();
    for (const cleanup of cleanups) await cleanup();
    await source?.drop();
    await rm(work, { recursive: true, force: true });
  }, SLOW);

  it(
    'restores into a new place the people and files of the backup, without what came after it',
    async () => {
      const { place, database } = await newPlace();
      const manifest = await restoreBackup(place, archive);
      expect(manifest).toMatchObject({
        format: 1,
        database: kind,
        migration: { tag: (await knownMigrations()).at(-1)?.tag },
      });

      // No seeding: what the server finds is what the archive held.
      const restored = await startTestServer(
        { dataDir: place.dataDir, seed: false },
        { database, restart: true },
      );
      try {
        const token = await restored.login('admin');
        const query = (personId: string) =>
          restored.post<PersonRow>(PERSON_API.query, { projectId: PROJECT, personId }, token);
        expect(await query(kept.personId)).toMatchObject({ code: 200, data: { personId: kept.personId } });
        expect(await query(later.personId)).toMatchObject({ code: 404 });
        // Stored files are served to signed-in users of their owner (modules/file).
        const file = (path: string) =>
          fetch(`${restored.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const served = await file(kept.filePath);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
        expect(await (await file(later.filePath)).json()).toMatchObject({ code: 404 });
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );

  it(
    'restores over earlier data only with --force, replacing what the backup holds',
    async () => {
      const { place } = await newPlace();
      await restoreBackup(place, archive);
      const stray = join(place.dataDir, 'files', 'stray.txt');
      await writeFile(stray, 'not in the backup');

      await expect(restoreBackup(place, archive)).rejects.toThrow(
        `${place.dataDir} is not empty: restore into a new folder, or add --force`,
      );
      if (place.database.kind === 'postgres') {
        const emptyFolder = { ...place, dataDir: join(work, 'empty-folder') };
        await expect(restoreBackup(emptyFolder, archive)).rejects.toThrow(
          /is not empty \(\d+ tables\): restore into a new, empty database, or add --force/,
        );
      }
      expect(existsSync(stray)).toBe(true);

      await restoreBackup(place, archive, true);
      expect(existsSync(stray)).toBe(false);
      expect(await readFile(join(place.dataDir, kept.filePath))).toEqual(PNG);
    },
    SLOW,
  );

  it(
    'refuses, even with --force and before touching anything, an archive of a newer schema, of the other database or of something else',
    async () => {
      const unpacked = join(work, 'unpacked');
      await mkdir(unpacked);
      await extract({ file: archive, cwd: unpacked });
      const manifest = JSON.parse(await readFile(join(unpacked, MANIFEST_FILE), 'utf8')) as Manifest;
      const future = { count: manifest.migration.count + 1, when: Date.now() * 2, tag: '9999_future' };
      await writeFile(join(unpacked, MANIFEST_FILE), JSON.stringify({ ...manifest, migration: future }));
      const newer = join(work, 'newer.tar.gz');
      await create({ file: newer, gzip: true, cwd: unpacked }, [MANIFEST_FILE, 'database']);
      const foreign = join(work, 'foreign.tar.gz');
      await create({ file: foreign, gzip: true, cwd: unpacked }, ['database']);

      const { place } = await newPlace();
      const sentinel = join(place.dataDir, 'files', 'sentinel.txt');
      await mkdir(join(place.dataDir, 'files'), { recursive: true });
      await writeFile(sentinel, 'still here');

      const refusal = (await restoreBackup(place, newer, true).catch((error: Error) => error)) as Error;
      expect(refusal.message).toContain('at migration 9999_future, newer than this server knows');
      expect(refusal.message).toContain(`Restore it with server version ${manifest.serverVersion} or later.`);
      const otherKind: StoragePlace = {
        dataDir: place.dataDir,
        database:
          kind === 'pglite'
            ? { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' }
            : { kind: 'pglite', dataDir: join(place.dataDir, 'pglite') },
      };
      await expect(restoreBackup(otherKind, archive, true)).rejects.toThrow(
        kind === 'pglite'
          ? 'unset DATABASE_URL to restore it'
          : 'set DATABASE_URL to the new, empty database',
      );
      await expect(restoreBackup(place, foreign, true)).rejects.toThrow(
        'The archive has no readable manifest.json: it is not a backup of this server.',
      );
      expect(await readFile(sentinel, 'utf8')).toBe('still here');
    },
    SLOW,
  );

  it.runIf(kind === 'pglite')(
    'refuses to back up, or restore over, an embedded database a running server holds',
    async () => {
      const running = { dataDir: server.dataDir, database: stored(source.restartTarget) };
      const copy = join(work, 'while-running.tar.gz');
      await expect(createBackup(running, copy)).rejects.toThrow(/is in use: stop the server first/);
      expect(existsSync(copy)).toBe(false);
      await expect(restoreBackup(running, archive, true)).rejects.toThrow(/is in use: stop the server first/);
      expect((await readFile(join(server.dataDir, kept.filePath))).equals(PNG)).toBe(true);
    },
    SLOW,
  );
});
