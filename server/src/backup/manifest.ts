import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_DIR } from '../package-dir';
import { knownMigrations, type MigrationLevel } from './migration-level';
import { BackupRefusal } from './refusal';
import type { StoredDatabase } from './stored-database';

export const MANIFEST_FORMAT = 1;

/** What `manifest.json` of an archive records. */
export interface Manifest {
  format: number;
  serverVersion: string;
  createdAt: string;
  database: StoredDatabase['kind'];
  migration: MigrationLevel;
}

const packageFile = join(PACKAGE_DIR, 'package.json');

export async function serverVersion(): Promise<string> {
  return (JSON.parse(await readFile(packageFile, 'utf8')) as { version: string }).version;
}

export async function readManifest(file: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupRefusal('The archive has no readable manifest.json: it is not a backup of this server.');
  }
  if (manifest.format !== MANIFEST_FORMAT)
    throw new BackupRefusal(`The archive's format ${manifest.format} is not one this server reads.`);
  return manifest;
}

/**
 * A database from a newer schema would meet code that does not know its tables; one from an older
 * schema is fine, the server migrates it at start. "Newer" is a last migration this server does not ship.
 */
export async function refuseNewerSchema(manifest: Manifest): Promise<void> {
  const { when, tag } = manifest.migration;
  const known = await knownMigrations();
  if (when === null || known.some((migration) => migration.when === when)) return;
  throw new BackupRefusal(
    `The archive's database is at migration ${tag ?? when}, newer than this server knows ` +
      `(version ${await serverVersion()}, latest migration ${known.at(-1)?.tag}). ` +
      `Restore it with server version ${manifest.serverVersion} or later.`,
  );
}
