import { resolve } from 'node:path';
import { BackupRefusal } from './refusal';
import type { StoragePlace } from './stored-database';

/**
 * DATA_DIR and DATABASE_URL read as main.ts reads them: DATA_DIR from the working directory (server/
 * under pnpm), the embedded database in DATA_DIR/pglite unless DATABASE_URL is set.
 */
export function placeFromEnvironment(env = process.env): StoragePlace {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    bucket: env.S3_BUCKET || undefined,
  };
}

export function describePlace(place: StoragePlace): string {
  const { database } = place;
  const where = database.kind === 'pglite' ? `PGlite in ${database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const files = place.bucket
    ? `files of ${place.dataDir} (the uploads and task files are in the S3 bucket ${place.bucket}: back it up with its own tools, such as mc mirror)`
    : `files in ${place.dataDir}`;
  return `${where}, ${files}`;
}

/** The path arguments and --force; a `--` that pnpm passes on is skipped. */
export function commandArguments(argv = process.argv.slice(2)) {
  const words = argv.filter((word) => word !== '--');
  return { force: words.includes('--force'), paths: words.filter((word) => !word.startsWith('--')) };
}

/** A path the operator typed: pnpm runs the script in server/, INIT_CWD is where the command was given. */
export const operatorPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Runs a command and prints its outcome; a refusal is one line and exit code 1. */
export async function runCommand(command: () => Promise<string>): Promise<void> {
  try {
    console.log(await command());
  } catch (error) {
    if (!(error instanceof BackupRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
