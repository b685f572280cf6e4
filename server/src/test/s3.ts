import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../storage/s3-store';
import { freePort } from './server-process';

export interface S3Server {
  config: S3Config;
  /** The server's S3_* variables (main.ts) for this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver, from npm) on a free loopback port with one empty bucket. */
export async function startS3(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'site-s3-'));
  const port = await freePort();
  const bucket = 'site-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  let stopped = false;
  // s3rver's fixed credentials.
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint ?? '',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** Stops it (again: nothing). */
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
