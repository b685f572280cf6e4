import { displayTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import {
  API,
  DISPLAY_API,
  DISPLAY_HELLO_PATH,
  type DisplayHello,
  type DisplayMessage,
  type DisplayScreenChoice,
  type PageResult,
  PLAYLIST_API,
  type PlaylistItem,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { SCREEN_OR_PLAYLIST } from '../display/adapter';
import { REALTIME_PATH } from '../realtime/endpoint';
import { ok, screenWithKey } from '../screen/testing';

const MAIN = DEMO_PROJECTS.main;

interface PlaylistRow {
  playlistId: string;
  playlistName: string;
  items: string;
  screenNames: string;
  roundSeconds: number;
}

describe('playlists (siteScreenPlaylist) and displays that play them', () => {
  let server: TestServer;
  let admin: string;
  let second: { screenId: string; screenName: string };
  let draft: string;
  const clients: RealtimeClient[] = [];

  const add = (playlistName: string, items: unknown) =>
    server.post<{ playlistId: string }>(
      PLAYLIST_API.add,
      { projectId: MAIN, playlistName, items: typeof items === 'string' ? items : JSON.stringify(items) },
      admin,
    );
  const turns = (...screens: [string, number][]): PlaylistItem[] =>
    screens.map(([screenId, seconds]) => ({ screenId, seconds }));

  async function registeredWith(playlistId: string, displayName: string) {
    const paired = (await server.post<DisplayHello>(DISPLAY_HELLO_PATH, {})).data;
    await ok(
      server,
      DISPLAY_API.add,
      { projectId: MAIN, pairCode: paired.pairCode, displayName, playlistId, scaleMode: 'fit' },
      admin,
    );
    return paired.displayToken;
  }
  const hello = async (displayToken: string) =>
    (await server.post<DisplayHello>(DISPLAY_HELLO_PATH, { displayToken })).data.display!;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const made = await screenWithKey(server, admin, { text: '第二屏' });
    second = { screenId: made.screen.screenId, screenName: made.screen.screenName };
    draft = (await screenWithKey(server, admin, { publish: false })).screen.screenId;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await server.close();
  });

  it('refuses an order that is not a list of the project’s screens with their seconds, beside the field', async () => {
    expect(await add('坏格式', 'not json')).toMatchObject({
      code: 400,
      message: 'items: 播放顺序格式不正确',
    });
    expect(await add('空的', [])).toMatchObject({ code: 400, message: 'items: 请至少选择一个大屏' });
    expect(await add('太短', turns([DEMO_SCREEN.id, 2]))).toMatchObject({
      code: 400,
      message: 'items: 每个大屏的时长为5到3600秒',
    });
    const elsewhere = (await screenWithKey(server, admin, { projectId: '3' })).screen.screenId;
    expect(await add('越界', turns([elsewhere, 30]))).toMatchObject({
      code: 400,
      message: 'items: 大屏不存在',
    });
  });

  it('lists a playlist with its screens in order and the length of a round', async () => {
    const choices = await ok<DisplayScreenChoice[]>(
      server,
      PLAYLIST_API.screenChoices,
      { projectId: MAIN },
      admin,
    );
    expect(choices.map((choice) => choice.screenId)).toEqual(expect.arrayContaining([DEMO_SCREEN.id, draft]));
    const added = await add('大门轮播', turns([DEMO_SCREEN.id, 30], [second.screenId, 15]));
    expect(added.code).toBe(200);
    const page = await ok<PageResult<PlaylistRow>>(server, PLAYLIST_API.page, { projectId: MAIN }, admin);
    const row = page.records.find((record) => record.playlistId === added.data.playlistId);
    const demoName = choices.find((choice) => choice.screenId === DEMO_SCREEN.id)?.screenName;
    expect(row).toMatchObject({ screenNames: `${demoName} → ${second.screenName}`, roundSeconds: 45 });
    expect(JSON.parse(row!.items)).toEqual(turns([DEMO_SCREEN.id, 30], [second.screenId, 15]));
  });

  it('a display plays the published screens of its playlist, and those only', async () => {
    const { data } = await add('含草稿', turns([DEMO_SCREEN.id, 10], [draft, 10], [second.screenId, 20]));
    const token = await registeredWith(data.playlistId, '轮播屏');
    const display = await hello(token);
    expect(display).toMatchObject({
      screenId: '',
      playlist: turns([DEMO_SCREEN.id, 10], [second.screenId, 20]),
    });
    for (const screenId of [DEMO_SCREEN.id, second.screenId]) {
      expect((await server.post(API.customScreenPlay, { screenId, key: token })).code).toBe(200);
    }
    expect((await server.post(API.customScreenPlay, { screenId: draft, key: token })).code).toBe(403);

    const both = await server.post(
      DISPLAY_API.update,
      {
        projectId: MAIN,
        displayId: display.displayId,
        screenId: DEMO_SCREEN.id,
        playlistId: data.playlistId,
      },
      admin,
    );
    expect(both).toMatchObject({ code: 400, message: `playlistId: ${SCREEN_OR_PLAYLIST}` });
  });

  it('tells its displays when a playlist changes or goes, and they play what is left', async () => {
    const { data } = await add('会变的', turns([DEMO_SCREEN.id, 10]));
    const token = await registeredWith(data.playlistId, '听话的屏');
    const { displayId } = await hello(token);
    const heard: DisplayMessage[] = [];
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      playbackKey: token,
      reconnectDelayMs: 60_000,
      log: () => {},
    });
    clients.push(client);
    client.subscribe<DisplayMessage>({ kind: 'display', displayId }, (message) => heard.push(message.body));
    client.start();
    await vi.waitFor(() => expect(server.app.realtime.subscriberCount(displayTopic(displayId))).toBe(1));

    await ok(
      server,
      PLAYLIST_API.update,
      { projectId: MAIN, playlistId: data.playlistId, items: JSON.stringify(turns([second.screenId, 60])) },
      admin,
    );
    await vi.waitFor(() => expect(heard).toEqual([{ command: 'changed' }]));
    expect((await hello(token)).playlist).toEqual(turns([second.screenId, 60]));

    await ok(server, PLAYLIST_API.remove, { projectId: MAIN, playlistIdList: [data.playlistId] }, admin);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(await hello(token)).toMatchObject({ screenId: '', playlist: [] });
  });
});
