import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create } from 'tar';
import { DATA_PARTS, MANIFEST_FILE, PGLITE_DUMP, POSTGRES_DUMP } from './layout';
import { MANIFEST_FORMAT, type Manifest, serverVersion } from './manifest';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { BackupRefusal } from './refusal';
import type { StoragePlace } from './stored-database';

/** Writes one .tar.gz holding the database, the server's parts of DATA_DIR and a manifest. */
export async function createBackup(place: StoragePlace, archive: string): Promise<Manifest> {
  if (existsSync(archive)) throw new BackupRefusal(`${archive} exists already: choose another name.`);
  const staging = await mkdtemp(join(tmpdir(), 'site-backup-'));
  const partial = `${archive}.partial`;
  try {
    await mkdir(join(staging, 'database'));
    // The database before the files: every file a row points at was written before the dump, so the
    // copy below holds it even while a PostgreSQL-backed server keeps taking uploads.
    const { database } = place;
    const migration =
      database.kind === 'pglite'
        ? await dumpPglite(database.dataDir, join(staging, PGLITE_DUMP))
        : await dumpPostgres(database.url, join(staging, POSTGRES_DUMP));
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      serverVersion: await serverVersion(),
      createdAt: new Date().toISOString(),
      database: database.kind,
      migration,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // DATA_DIR's parts join the staging folder as links that tar follows: no copy of the files.
    const parts = DATA_PARTS.filter((part) => existsSync(join(place.dataDir, part)));
    for (const part of parts) await symlink(join(place.dataDir, part), join(staging, part));
    await mkdir(dirname(archive), { recursive: true });
    await create({ file: partial, gzip: true, cwd: staging, follow: true, portable: true }, [
      MANIFEST_FILE,
      'database',
      ...parts,
    ]);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
