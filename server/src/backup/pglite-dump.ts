import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type MigrationLevel, migrationLevel } from './migration-level';
import { BackupRefusal } from './refusal';

/**
 * PGlite writes postmaster.pid while a process has the folder open and removes it on close. Nothing stops
 * a second process from opening the same folder, and two of them corrupt it: the server must be stopped.
 */
export function refuseIfInUse(pgliteDir: string): void {
  if (existsSync(join(pgliteDir, 'postmaster.pid')))
    throw new BackupRefusal(
      `The embedded database in ${pgliteDir} is in use: stop the server first. ` +
        '(If the server ended in a crash, start it and stop it once.)',
    );
}

/** Writes a tarball of the stopped embedded database to `file`. */
export async function dumpPglite(pgliteDir: string, file: string): Promise<MigrationLevel> {
  refuseIfInUse(pgliteDir);
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new BackupRefusal(`There is no embedded database in ${pgliteDir}.`);
  const client = await PGlite.create({ dataDir: pgliteDir });
  try {
    // A checkpoint first, so the copy opens without replaying the write-ahead log.
    await client.exec('CHECKPOINT');
    const level = await migrationLevel(client);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return level;
  } finally {
    await client.close();
  }
}

/** Creates the embedded database folder from a tarball written by dumpPglite. */
export async function loadPglite(file: string, pgliteDir: string): Promise<void> {
  // PGlite makes its own folder, not the ones above it.
  await mkdir(dirname(pgliteDir), { recursive: true });
  const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([await readFile(file)]) });
  await client.close();
}
