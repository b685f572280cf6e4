import {
  commandArguments,
  describePlace,
  operatorPath,
  placeFromEnvironment,
  runCommand,
} from './command-line';
import { BackupRefusal } from './refusal';
import { restoreBackup } from './restore-backup';

/** `pnpm restore -- [--force] <archive.tar.gz>`, with the server stopped. */
await runCommand(async () => {
  const { paths, force } = commandArguments();
  if (paths.length !== 1) throw new BackupRefusal('Usage: pnpm restore -- [--force] <archive.tar.gz>');
  const place = placeFromEnvironment();
  const manifest = await restoreBackup(place, operatorPath(paths[0]), force);
  return `Restored the backup of ${manifest.createdAt} (server ${manifest.serverVersion}) into ${describePlace(place)}`;
});
