import { join } from 'node:path';
import { LocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { ensureBucket, type S3Config, S3Store, s3Client } from './s3-store';

/** Where files live: `<dataDir>/files` and `<dataDir>/tasks` by default, or one S3 bucket for replicas. */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

export interface Stores {
  /** Uploads, served at /files/ to those the owner folder admits (file-access.ts). */
  files: ObjectStore;
  /** The task centre's files (exports, import files and their photos), handed out to their task's owner only. */
  taskFiles: ObjectStore;
  /** This process's own folder for files being received or read: never shared, never served. */
  scratchDir: string;
}

/** The stores of an app; an S3 bucket that is missing is created (a new MinIO, docker/compose.yaml). */
export async function openStores(dataDir: string, storage: StorageConfig): Promise<Stores> {
  const scratchDir = join(dataDir, 'incoming');
  if (storage.kind === 'local') {
    return {
      files: new LocalStore(join(dataDir, 'files')),
      taskFiles: new LocalStore(join(dataDir, 'tasks')),
      scratchDir,
    };
  }
  const client = s3Client(storage);
  await ensureBucket(client, storage.bucket);
  return {
    files: new S3Store(client, storage.bucket, 'files/'),
    taskFiles: new S3Store(client, storage.bucket, 'tasks/'),
    scratchDir,
  };
}

/** S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PATH_STYLE) or local. */
export function storageOfEnv(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_PATH_STYLE !== 'off',
  };
}
