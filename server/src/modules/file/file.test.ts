import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadAnswer } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { MP4, PNG, uploadForm } from '../../test/uploads';

const UPLOAD = '/front/file/upload';

describe('file upload', () => {
  let server: TestServer;
  let token: string;
  const upload = (form: FormData, path = UPLOAD) => server.send<UploadAnswer>(path, { body: form }, token);
  const png = { bytes: PNG, name: 'site.png', type: 'image/png' };

  beforeAll(async () => {
    server = await startTestServer({ uploadLimits: { imageBytes: 4096, videoBytes: 16_384 } });
    token = await server.login('manager');
  });
  afterAll(() => server.close());

  it("stores an image in its project's folder and serves it at fileUrl, the server path without PUBLIC_URL", async () => {
    const answer = await upload(uploadForm({ fileType: 'otherImg', targetId: '1' }, png));
    expect(answer.code).toBe(200);
    const { fileUrl, filePath, attachId } = answer.data;
    expect(attachId).toBeTruthy();
    expect(filePath).toMatch(/^\/files\/p\/1\/otherImg\/\d{6}\/[\w-]+\.png$/);
    expect(fileUrl).toBe(filePath);
    const served = await fetch(`${server.url}${fileUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('reads the fields in any order', async () => {
    expect((await upload(uploadForm({ fileType: 'tenementUserAvatarImg' }, png, true))).code).toBe(200);
  });

  it('accepts a video as videoFile', async () => {
    const answer = await upload(uploadForm({ fileType: 'videoFile' }, { bytes: MP4, name: 'clip.mp4' }));
    expect(answer.data.filePath).toMatch(/\.mp4$/);
  });

  it('judges the type by content, not by name', async () => {
    const fake = { bytes: Buffer.from('<script>alert(1)</script>'), name: 'evil.png', type: 'image/png' };
    expect(await upload(uploadForm({ fileType: 'otherImg' }, fake))).toMatchObject({
      code: 400,
      message: 'file: 文件类型不支持',
    });
    const video = await upload(uploadForm({ fileType: 'videoFile' }, png));
    expect(video.message).toBe('file: 文件类型不支持');
  });

  it('refuses an unknown fileType and a missing file', async () => {
    expect((await upload(uploadForm({ fileType: 'script' }, png))).message).toBe(
      'fileType: 不支持的文件类型',
    );
    expect((await upload(uploadForm({ fileType: 'otherImg' }))).message).toBe('file: 必填');
  });

  it('refuses a file over the limit of its kind with 413', async () => {
    const big = { bytes: Buffer.concat([PNG, Buffer.alloc(5000)]), name: 'big.png' };
    expect(await upload(uploadForm({ fileType: 'otherImg' }, big))).toMatchObject({
      code: 413,
      message: 'file: 文件过大，不能超过4KB',
    });
    // Sent before fileType is known: the largest limit applies while streaming, then the image limit.
    expect((await upload(uploadForm({ fileType: 'otherImg' }, big, true))).code).toBe(413);
    const huge = { bytes: Buffer.concat([PNG, Buffer.alloc(20_000)]), name: 'huge.png' };
    expect((await upload(uploadForm({ fileType: 'otherImg' }, huge, true))).code).toBe(413);
    // Refused uploads leave nothing behind.
    expect(await readdir(join(server.dataDir, 'incoming'))).toEqual([]);
  });

  it('answers side and an empty idcardInfo for an ID-card image', async () => {
    const answer = await upload(uploadForm({ side: 'back' }, png), '/front/file/uploadIdcardImg');
    expect(answer.data).toMatchObject({ side: 'back', idcardInfo: null, attachId: expect.any(String) });
    expect(answer.data.filePath).toMatch(/^\/files\/o\/org-demo\/idcardImg\//);
  });

  it('needs a session', async () => {
    expect((await server.send(UPLOAD, { body: uploadForm({ fileType: 'otherImg' }, png) })).code).toBe(401);
  });
});
