import { API, type UploadAnswer } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3 } from '../../test/s3';
import { startTestServer, type TestServer } from '../../test/server';
import { PNG, uploadForm } from '../../test/uploads';
import { byteRangeOf } from './serve-stored';

describe('byte ranges asked of stored files', () => {
  it('reads bytes=start-end and bytes=start-, and answers anything else whole', () => {
    expect(byteRangeOf('bytes=2-5')).toEqual({ start: 2, end: 5 });
    expect(byteRangeOf('bytes=7-')).toEqual({ start: 7, end: undefined });
    for (const header of [undefined, 'bytes=5-2', 'bytes=-100', 'bytes=0-1,4-5', 'items=0-1'])
      expect(byteRangeOf(header)).toBeUndefined();
  });
});

/** The server with its uploads in an S3 bucket (s3rver on loopback), as replicas run it. */
describe('uploads kept in an S3 bucket', () => {
  let s3: S3Server;
  let server: TestServer;
  let admin: string;
  let filePath: string;

  beforeAll(async () => {
    s3 = await startS3();
    server = await startTestServer({ storage: { kind: 's3', ...s3.config } });
    admin = await server.login('admin');
    const form = uploadForm({ fileType: 'otherImg' }, { bytes: PNG, name: 'gate.png', type: 'image/png' });
    const uploaded = await server.send<UploadAnswer>(API.fileUpload, { body: form }, admin);
    filePath = uploaded.data.filePath;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${admin}`, ...headers } });

  it('serves an upload whole and by range to a member, 416 past its end, and nothing without a session', async () => {
    const whole = await get(filePath);
    expect([
      whole.status,
      whole.headers.get('content-type'),
      whole.headers.get('x-content-type-options'),
    ]).toEqual([200, 'image/png', 'nosniff']);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(PNG);
    const part = await get(filePath, { range: 'bytes=1-3' });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([
      206,
      `bytes 1-3/${PNG.length}`,
      'PNG',
    ]);
    const past = await get(filePath, { range: `bytes=${PNG.length}-` });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${PNG.length}`]);
    expect((await fetch(`${server.url}${filePath}`)).status).toBe(401);
  });

  it('answers 404 for a file the bucket does not hold', async () => {
    expect(await (await get(filePath.replace(/[^/]+$/, 'none.png'))).json()).toMatchObject({ code: 404 });
  });

  it('answers 503, not a missing file, when the bucket is out of reach', async () => {
    await s3.stop();
    expect(await (await get(filePath)).json()).toMatchObject({ code: 503 });
  });
});
