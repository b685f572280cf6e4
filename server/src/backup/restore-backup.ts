import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';
import {
  DATA_PARTS,
  isBackupRecord,
  isDataPart,
  MANIFEST_FILE,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  SCRATCH_PARTS,
} from './layout';
import { type Manifest, readManifest, refuseNewerSchema } from './manifest';
import { loadPglite, refuseIfInUse } from './pglite-dump';
import { refuseIfNotEmpty, restorePostgres } from './postgres-dump';
import { BackupRefusal } from './refusal';
import type { StoragePlace } from './stored-database';

const KIND_NAMES = { pglite: 'the embedded PGlite database', postgres: 'a PostgreSQL database' };

async function refuseIfHolding(folder: string): Promise<void> {
  const entries = existsSync(folder) ? await readdir(folder) : [];
  if (entries.length > 0)
    throw new BackupRefusal(
      `${folder} is not empty: restore into a new folder, or add --force to replace what the backup holds.`,
    );
}

/** Without --force the targets must be new; with it, a running embedded database is still refused. */
async function checkTargets(place: StoragePlace, force: boolean): Promise<void> {
  const { database } = place;
  if (database.kind === 'pglite') refuseIfInUse(database.dataDir);
  if (force) return;
  await refuseIfHolding(place.dataDir);
  if (database.kind === 'pglite') await refuseIfHolding(database.dataDir);
  else await refuseIfNotEmpty(database.url);
}

/** --force: removes what the backup brings back, and only that. */
async function clearTargets(place: StoragePlace): Promise<void> {
  for (const part of [...DATA_PARTS, ...SCRATCH_PARTS])
    await rm(join(place.dataDir, part), { recursive: true, force: true });
  if (place.database.kind === 'pglite') await rm(place.database.dataDir, { recursive: true, force: true });
}

/**
 * Restores an archive of createBackup into `place`. The archive is checked (manifest, database kind,
 * schema not newer than this server's) before anything in the targets changes.
 */
export async function restoreBackup(place: StoragePlace, archive: string, force = false): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupRefusal(`${archive} does not exist.`);
  await checkTargets(place, force);
  const staging = await mkdtemp(join(tmpdir(), 'site-restore-'));
  try {
    await extract({ file: archive, cwd: staging, filter: isBackupRecord });
    const manifest = await readManifest(join(staging, MANIFEST_FILE));
    const { database } = place;
    if (manifest.database !== database.kind)
      throw new BackupRefusal(
        `The archive holds ${KIND_NAMES[manifest.database]}, and the target is ${KIND_NAMES[database.kind]}: ` +
          (manifest.database === 'postgres'
            ? 'set DATABASE_URL to the new, empty database to restore into.'
            : 'unset DATABASE_URL to restore it.'),
      );
    await refuseNewerSchema(manifest);
    if (force) await clearTargets(place);
    if (database.kind === 'pglite') await loadPglite(join(staging, PGLITE_DUMP), database.dataDir);
    else await restorePostgres(join(staging, POSTGRES_DUMP), database.url);
    await mkdir(place.dataDir, { recursive: true });
    await extract({ file: archive, cwd: place.dataDir, filter: isDataPart });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
