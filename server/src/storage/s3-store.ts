import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type ByteRange, checkKey, contentTypeOf, type ObjectStore, type OpenedObject } from './object-store';

/** An S3 bucket (AWS, MinIO or any S3-compatible server), from S3_* variables (main.ts). */
export interface S3Config {
  bucket: string;
  /** Another server than AWS's, e.g. http://minio:9000. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO and most self-hosted servers) rather than in the host name. */
  forcePathStyle: boolean;
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all read the newer
    // trailing checksums of streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);
/**
 * Creates the bucket when it does not exist. Replicas starting together may both try: the one that
 * finds it made by the other goes on.
 */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (statusOf(error) !== 409) throw error;
  }
}

/** Keys removed in one call, S3's limit. */
const DELETE_BATCH = 1000;

/** Objects under `prefix` in one bucket: several server replicas read what any of them stored. */
export class S3Store implements ObjectStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** e.g. 'files/': the two stores of an app share a bucket. */
    private readonly prefix: string,
  ) {}

  private keyOf(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async moveIn(key: string, from: string): Promise<void> {
    const { size } = await stat(from);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(key),
        Body: createReadStream(from),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
    await rm(from, { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const length = answer.ContentLength ?? 0;
      // "bytes 0-99/1234" when a range was sent.
      const sent = answer.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      return {
        body: answer.Body as Readable,
        length,
        size: sent ? Number(sent[3]) : length,
        modified: answer.LastModified ?? new Date(0),
        contentType: answer.ContentType ?? contentTypeOf(key),
        range: sent ? { start: Number(sent[1]), end: Number(sent[2]) } : undefined,
      };
    } catch (error) {
      if (isMissing(error) || statusOf(error) === 416) return null;
      throw error;
    }
  }

  async withLocalFile<T>(
    key: string,
    scratchDir: string,
    use: (path: string) => Promise<T>,
  ): Promise<T | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    await mkdir(scratchDir, { recursive: true });
    const path = join(scratchDir, `${randomUUID()}-${key.slice(key.lastIndexOf('/') + 1)}`);
    try {
      await pipeline(opened.body, createWriteStream(path));
      return await use(path);
    } finally {
      await rm(path, { force: true });
    }
  }

  async remove(key: string): Promise<void> {
    const object = this.keyOf(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object }));
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${object}/`, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((entry) => (entry.Key ? [{ Key: entry.Key }] : []));
      for (let from = 0; from < keys.length; from += DELETE_BATCH) {
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys.slice(from, from + DELETE_BATCH) },
          }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
