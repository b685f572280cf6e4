import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  commandArguments,
  describePlace,
  operatorPath,
  placeFromEnvironment,
  runCommand,
} from './command-line';
import { createBackup } from './create-backup';
import { BackupRefusal } from './refusal';

/** `pnpm backup -- <archive.tar.gz | folder>`: a folder gets a file named after the time. */
await runCommand(async () => {
  const [target] = commandArguments().paths;
  if (!target) throw new BackupRefusal('Usage: pnpm backup -- <archive.tar.gz or existing folder>');
  let archive = operatorPath(target);
  if (statSync(archive, { throwIfNoEntry: false })?.isDirectory()) {
    const time = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    archive = join(archive, `site-backup-${time}.tar.gz`);
  }
  const place = placeFromEnvironment();
  const manifest = await createBackup(place, archive);
  return `Backed up ${describePlace(place)} (migration ${manifest.migration.tag ?? 'none'}) to ${archive}`;
});
