import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3 } from '../test/s3';
import { LocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { S3Store, s3Client } from './s3-store';
import { openStores } from './stores';

const text = (body: NodeJS.ReadableStream) => new Response(body as unknown as ReadableStream).text();

/** The same contract for the local folder and an S3 bucket (s3rver on loopback). */
describe.each(['local', 's3'] as const)('the %s object store', (kind) => {
  let folder: string;
  let s3: S3Server | undefined;
  let store: ObjectStore;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'site-store-'));
    if (kind === 'local') {
      store = new LocalStore(join(folder, 'objects'));
    } else {
      s3 = await startS3();
      store = new S3Store(s3Client(s3.config), s3.config.bucket, 'files/');
    }
  });
  afterAll(async () => {
    await s3?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps what is put and answers null for what is not there', async () => {
    await store.put('p/1/otherImg/a.png', Buffer.from('picture'));
    expect((await store.read('p/1/otherImg/a.png'))?.toString()).toBe('picture');
    expect(await store.exists('p/1/otherImg/a.png')).toBe(true);
    expect(await store.read('p/1/otherImg/none.png')).toBeNull();
    expect(await store.exists('p/1/otherImg/none.png')).toBe(false);
    expect(await store.open('p/1/otherImg/none.png')).toBeNull();
  });

  it('moves a local file in: it is stored and gone from where it was', async () => {
    const from = join(folder, 'upload.xlsx');
    await writeFile(from, 'workbook');
    await store.moveIn('task-1/source.xlsx', from);
    expect((await store.read('task-1/source.xlsx'))?.toString()).toBe('workbook');
    await expect(readFile(from)).rejects.toThrow();
  });

  it('opens a whole object or a range, with its type from the extension', async () => {
    await store.put('v/clip.mp4', Buffer.from('0123456789'));
    const whole = await store.open('v/clip.mp4');
    expect(whole).toMatchObject({ length: 10, size: 10, contentType: 'video/mp4' });
    expect(await text(whole?.body as NodeJS.ReadableStream)).toBe('0123456789');
    const part = await store.open('v/clip.mp4', { start: 2, end: 5 });
    expect(part).toMatchObject({ length: 4, size: 10, range: { start: 2, end: 5 } });
    expect(await text(part?.body as NodeJS.ReadableStream)).toBe('2345');
    const tail = await store.open('v/clip.mp4', { start: 7 });
    expect(tail).toMatchObject({ length: 3, range: { start: 7, end: 9 } });
    expect(await text(tail?.body as NodeJS.ReadableStream)).toBe('789');
    expect(await store.open('v/clip.mp4', { start: 10 })).toBeNull();
  });

  it('hands a local file of the object to a reader, and nothing for a missing one', async () => {
    await store.put('task-2/rows.json', Buffer.from('[1,2]'));
    const read = await store.withLocalFile('task-2/rows.json', join(folder, 'scratch'), (path) =>
      readFile(path, 'utf8'),
    );
    expect(read).toBe('[1,2]');
    expect(
      await store.withLocalFile('task-2/none.json', join(folder, 'scratch'), async () => 'called'),
    ).toBeNull();
  });

  it('removes an object with everything under it, and nothing beside it', async () => {
    for (const key of [
      'task-3/export.xlsx',
      'task-3/files/a.jpg',
      'task-3/files/b.jpg',
      'task-30/export.xlsx',
    ])
      await store.put(key, Buffer.from(key));
    await store.remove('task-3');
    expect(await store.exists('task-3/export.xlsx')).toBe(false);
    expect(await store.exists('task-3/files/b.jpg')).toBe(false);
    expect(await store.exists('task-30/export.xlsx')).toBe(true);
    await store.remove('task-none');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b'])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/key/);
  });
});

describe('the stores of an app on S3', () => {
  it('creates a missing bucket at start, and finds it there at the next', async () => {
    const s3 = await startS3();
    const dataDir = await mkdtemp(join(tmpdir(), 'site-stores-'));
    try {
      const storage = { kind: 's3' as const, ...s3.config, bucket: 'made-at-start' };
      const first = await openStores(dataDir, storage);
      await first.files.put('o/1/a.png', Buffer.from('a'));
      await first.taskFiles.put('t/export.xlsx', Buffer.from('b'));
      const again = await openStores(dataDir, storage);
      expect((await again.files.read('o/1/a.png'))?.toString()).toBe('a');
      // One bucket, two stores apart.
      expect(await again.files.exists('t/export.xlsx')).toBe(false);
      expect(again.scratchDir).toBe(join(dataDir, 'incoming'));
    } finally {
      await s3.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
