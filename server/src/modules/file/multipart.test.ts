import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { PNG } from '../../test/uploads';

const UPLOAD = '/front/file/upload';
const BOUNDARY = 'site-test-boundary';

/** A multipart body written by hand, to send what a browser never would. */
function rawForm(parts: { name: string; filename?: string; bytes: Buffer }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: image/png`;
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`),
    );
    chunks.push(part.bytes, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe('multipart guards', () => {
  let server: TestServer;
  let token: string;
  const upload = (body: Buffer) =>
    server.send(
      UPLOAD,
      { body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
      token,
    );
  const leftBehind = async () => {
    const dir = join(server.dataDir, 'incoming');
    return existsSync(dir) ? readdir(dir) : [];
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('manager');
  });
  afterAll(() => server.close());

  it('accepts a well-formed body written by hand', async () => {
    const body = rawForm([
      { name: 'fileType', bytes: Buffer.from('otherImg') },
      { name: 'file', filename: 'a.png', bytes: PNG },
    ]);
    expect((await upload(body)).code).toBe(200);
  });

  it('refuses a body cut short with 400 and keeps nothing of it', async () => {
    const whole = rawForm([
      { name: 'fileType', bytes: Buffer.from('otherImg') },
      { name: 'file', filename: 'a.png', bytes: Buffer.concat([PNG, Buffer.alloc(2000, 1)]) },
    ]);
    expect(await upload(whole.subarray(0, whole.length - 1200))).toMatchObject({
      code: 400,
      message: '上传内容不完整或格式错误',
    });
    expect(await leftBehind()).toEqual([]);
  });

  it('refuses a file name or a field holding a NUL byte or a lone surrogate', async () => {
    const named = rawForm([
      { name: 'fileType', bytes: Buffer.from('otherImg') },
      { name: 'file', filename: 'a\u0000.png', bytes: PNG },
    ]);
    expect(await upload(named)).toMatchObject({ code: 400, message: 'file: 文件名包含无法保存的字符' });
    const field = rawForm([
      { name: 'file', filename: 'a.png', bytes: PNG },
      { name: 'targetId', bytes: Buffer.from('1\u0000') },
      { name: 'fileType', bytes: Buffer.from('otherImg') },
    ]);
    expect(await upload(field)).toMatchObject({ code: 400, message: 'targetId: 包含无法保存的字符' });
    expect(await leftBehind()).toEqual([]);
  });
});
