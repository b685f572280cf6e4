import {
  API,
  type CreatedPlaybackKey,
  type PlaybackKeyItem,
  type PlayedScreenAnswer,
  validateScreen,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { ok, screenWithKey, wallPost } from './testing';

describe('playback keys and the play call', () => {
  let server: TestServer;
  let manager: string;
  const play = (body: unknown) => server.post<PlayedScreenAnswer>(API.customScreenPlay, body);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('plays the seeded demo screen with its fixed key: text, clock, project name, rectangle, table', async () => {
    const answer = await play({ screenId: DEMO_SCREEN.id, key: DEMO_SCREEN.key });
    expect(answer).toMatchObject({
      code: 200,
      data: { screenId: DEMO_SCREEN.id, screenName: '城南安置房一期工程 项目大屏', projectId: '1' },
    });
    expect(validateScreen(answer.data.document).ok).toBe(true);
    const types = answer.data.document.componentData.map((component) => component.component);
    expect(types).toEqual(expect.arrayContaining(['VText', 'Clock', 'ProjectName', 'RectShape', 'VTable']));
  });

  it('creates a long random key shown once, lists it by prefix and name', async () => {
    const { screen } = await screenWithKey(server, manager);
    const created = await ok<CreatedPlaybackKey>(
      server,
      API.customScreenKeyAdd,
      { screenId: screen.screenId, keyName: ' 大门口电视 ' },
      manager,
    );
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ keyName: '大门口电视', keyPrefix: created.key.slice(0, 8) });
    expect(created.playPath).toBe(`/player/?screen=${screen.screenId}&key=${created.key}`);

    const keys = await ok<PlaybackKeyItem[]>(
      server,
      API.customScreenKeyList,
      { screenId: screen.screenId },
      manager,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual({
      keyId: created.keyId,
      screenId: screen.screenId,
      keyName: '大门口电视',
      keyPrefix: created.keyPrefix,
      createTime: created.createTime,
    });
    expect(JSON.stringify(keys)).not.toContain(created.key);
  });

  it('answers 401 for a bad or missing key, 403 for a key of another screen, 404 unknown or unpublished', async () => {
    const { screen, key } = await screenWithKey(server, manager);
    const draft = await screenWithKey(server, manager, { publish: false });
    expect((await play({ screenId: screen.screenId, key })).code).toBe(200);
    expect(await play({ screenId: screen.screenId, key: 'forged' })).toMatchObject({
      code: 401,
      message: '播放密钥无效或已被撤销',
    });
    expect((await play({ screenId: screen.screenId })).code).toBe(401);
    expect(await play({ screenId: screen.screenId, key: DEMO_SCREEN.key })).toMatchObject({
      code: 403,
      message: '播放密钥不属于该大屏',
    });
    expect((await play({ screenId: 'no-such-screen', key })).code).toBe(404);
    expect(await play({ screenId: draft.screen.screenId, key: draft.key })).toMatchObject({
      code: 404,
      message: '大屏未发布',
    });
  });

  it('takes the key from the X-Playback-Key header as the player also sends it', async () => {
    const { screen, key } = await screenWithKey(server, manager);
    const answer = await wallPost<PlayedScreenAnswer>(
      server,
      API.customScreenPlay,
      { screenId: screen.screenId },
      key,
    );
    expect(answer.code).toBe(200);
  });

  it('refuses a revoked key at the next request', async () => {
    const { screen, key } = await screenWithKey(server, manager);
    const [listed] = await ok<PlaybackKeyItem[]>(
      server,
      API.customScreenKeyList,
      { screenId: screen.screenId },
      manager,
    );
    expect((await play({ screenId: screen.screenId, key })).code).toBe(200);
    expect(await server.post(API.customScreenKeyRevoke, { keyId: listed.keyId }, manager)).toEqual({
      code: 200,
      message: '撤销成功',
      data: null,
    });
    expect((await play({ screenId: screen.screenId, key })).code).toBe(401);
    expect((await wallPost(server, API.projectQueryByProject, { projectId: '1' }, key)).code).toBe(401);
    expect(await ok(server, API.customScreenKeyList, { screenId: screen.screenId }, manager)).toEqual([]);
    expect((await server.post(API.customScreenKeyRevoke, { keyId: listed.keyId }, manager)).code).toBe(404);
  });

  it("refuses key calls on another project's screen and to callers without cCustomScreen", async () => {
    const { screen } = await screenWithKey(server, manager);
    const [listed] = await ok<PlaybackKeyItem[]>(
      server,
      API.customScreenKeyList,
      { screenId: screen.screenId },
      manager,
    );
    const noproject = await server.login('noproject');
    const nobody = await server.login('nobody');
    expect((await server.post(API.customScreenKeyRevoke, { keyId: listed.keyId }, noproject)).code).toBe(403);
    expect((await server.post(API.customScreenKeyRevoke, { keyId: listed.keyId }, nobody)).code).toBe(403);
    expect((await server.post(API.customScreenKeyRevoke, { keyId: listed.keyId })).code).toBe(401);
    expect(await ok(server, API.customScreenKeyList, { screenId: screen.screenId }, manager)).toHaveLength(1);
  });
});
