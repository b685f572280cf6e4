import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, PLAYBACK_KEY_COOKIE, SESSION_COOKIE, type UploadAnswer } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { startWithSecondTenant } from '../../test/second-tenant';
import { PNG, uploadForm } from '../../test/uploads';

/**
 * Stored files are their owners' (gap 7 of the hardening issue): an ID card uploaded for a project is read
 * by that project's members and walls only, an avatar by its organisation, whether the browser shows it
 * in an <img> (cookies) or fetches it (headers).
 */
describe('who may read a stored file', () => {
  let rows: Awaited<ReturnType<typeof startWithSecondTenant>>;
  const tokens = { manager: '', nobody: '', noproject: '', tenantB: '', loggedOut: '' };
  let idcard = '';
  let avatar = '';

  const upload = async (fields: Record<string, string>, token: string) =>
    rows.server.send<UploadAnswer>(
      API.fileUpload,
      { body: uploadForm(fields, { bytes: PNG, name: 'card.png', type: 'image/png' }) },
      token,
    );
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${rows.server.url}${path}`, { headers });
  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
  const withCookie = (name: string, value: string) => ({
    cookie: `other=1; ${name}=${encodeURIComponent(value)}`,
  });

  beforeAll(async () => {
    rows = await startWithSecondTenant();
    const { server } = rows;
    [tokens.manager, tokens.nobody, tokens.noproject, tokens.tenantB, tokens.loggedOut] = await Promise.all(
      ['manager', 'nobody', 'noproject', 'tenantb', 'admin'].map((name) => server.login(name)),
    );
    await server.post(API.logout, {}, tokens.loggedOut);
    idcard = (await upload({ fileType: 'idcardImg', targetId: DEMO_PROJECTS.main }, tokens.manager)).data
      .filePath;
    avatar = (await upload({ fileType: 'tenementUserAvatarImg' }, tokens.manager)).data.filePath;
  });
  afterAll(() => rows.close());

  it("serves a project's file to its members, by header or by the console's cookie", async () => {
    expect(idcard).toMatch(/^\/files\/p\/1\//);
    for (const headers of [
      withToken(tokens.manager),
      withCookie(SESSION_COOKIE, `Bearer ${tokens.nobody}`),
    ]) {
      const response = await get(idcard, headers);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
      expect(response.headers.get('cache-control')).toBe('private');
    }
  });

  it("serves it to a wall key of the project by the player's cookie, not to a key of another project", async () => {
    expect((await get(idcard, withCookie(PLAYBACK_KEY_COOKIE, DEMO_SCREEN.key))).status).toBe(200);
    const elsewhere = await upload(
      { fileType: 'otherImg', targetId: DEMO_PROJECTS.longName },
      tokens.manager,
    );
    expect(
      (await get(elsewhere.data.filePath, withCookie(PLAYBACK_KEY_COOKIE, DEMO_SCREEN.key))).status,
    ).toBe(403);
  });

  it('refuses it without credentials, with an ended session and to users outside the project or tenant', async () => {
    expect((await get(idcard)).status).toBe(401);
    expect((await get(idcard, withToken(tokens.loggedOut))).status).toBe(401);
    expect((await get(idcard, withCookie(PLAYBACK_KEY_COOKIE, 'no-such-key'))).status).toBe(401);
    const refused = await get(idcard, withToken(tokens.noproject));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, message: '无权访问该文件' });
    expect((await get(idcard, withCookie(SESSION_COOKIE, tokens.tenantB))).status).toBe(403);
  });

  it("keeps an organisation's file (an avatar) within the organisation", async () => {
    expect(avatar).toMatch(/^\/files\/o\/org-demo\//);
    expect((await get(avatar, withToken(tokens.noproject))).status).toBe(200);
    expect((await get(avatar, withToken(tokens.tenantB))).status).toBe(403);
  });

  it('refuses an upload for a project the uploader is not a member of, storing nothing', async () => {
    const answer = await upload({ fileType: 'idcardImg', targetId: DEMO_PROJECTS.main }, tokens.tenantB);
    expect(answer).toMatchObject({ code: 403, message: '无权访问该项目' });
  });

  it('does not let dot segments leave the folder the path names', async () => {
    // The manager is a member of project 3, not of 4: a path naming 3 must not reach 4's folder (fetch
    // keeps encoded dots as they are).
    await mkdir(join(rows.server.dataDir, 'files', 'p', '4'), { recursive: true });
    await writeFile(join(rows.server.dataDir, 'files', 'p', '4', 'card.png'), PNG);
    for (const dots of ['%2e%2e', '.%2E', '%2e%2e%2f..']) {
      expect((await get(`/files/p/3/${dots}/4/card.png`, withToken(tokens.manager))).status).toBe(403);
    }
  });

  it('serves a file stored before owners were recorded to any live session only', async () => {
    await mkdir(join(rows.server.dataDir, 'files', 'otherImg', '202401'), { recursive: true });
    await writeFile(join(rows.server.dataDir, 'files', 'otherImg', '202401', 'old.png'), PNG);
    expect((await get('/files/otherImg/202401/old.png', withToken(tokens.nobody))).status).toBe(200);
    expect((await get('/files/otherImg/202401/old.png')).status).toBe(401);
  });
});
