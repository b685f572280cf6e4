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

  async function registered(displayName: string, plays: { playlistId: string } | { screenId: string }) {
    const paired = (await server.post<DisplayHello>(DISPLAY_HELLO_PATH, {})).data;
    await ok(
      server,
      DISPLAY_API.add,
      { projectId: MAIN, pairCode: paired.pairCode, displayName, ...plays, scaleMode: 'fit' },
      admin,
    );
    return paired.displayToken;
  }
  const registeredWith = (playlistId: string, displayName: string) => registered(displayName, { playlistId });
  const hello = async (displayToken: string) =>
    (await server.post<DisplayHello>(DISPLAY_HELLO_PATH, { displayToken })).data.display!;

  /** What the display of this token hears on its topic, once its socket has subscribed. */
  async function listening(displayToken: string): Promise<DisplayMessage[]> {
    const { displayId } = await hello(displayToken);
    const heard: DisplayMessage[] = [];
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      playbackKey: displayToken,
      reconnectDelayMs: 60_000,
      log: () => {},
    });
    clients.push(client);
    client.subscribe<DisplayMessage>({ kind: 'display', displayId }, (message) => heard.push(message.body));
    client.start();
    await vi.waitFor(() => expect(server.app.realtime.subscriberCount(displayTopic(displayId))).toBe(1));
    return heard;
  }

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
    const heard = await listening(token);

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

  it('tells the displays that play a screen in a playlist when it is published, and no other; one that waits for it sees it published', async () => {
    const later = (await screenWithKey(server, admin, { publish: false })).screen.screenId;
    const { data: waiting } = await add('待发布', turns([DEMO_SCREEN.id, 10], [later, 10]));
    const { data: unrelated } = await add('无关的', turns([second.screenId, 10]));
    const inPlaylist = await registeredWith(waiting.playlistId, '轮播待发布');
    const other = await registeredWith(unrelated.playlistId, '无关的屏');
    // A display given the unpublished screen alone has nothing to play, so no socket: it asks by hello.
    const alone = await registered('单屏待发布', { screenId: later });
    expect(await hello(inPlaylist)).toMatchObject({ playlist: turns([DEMO_SCREEN.id, 10]) });
    expect(await hello(alone)).toMatchObject({ screenId: later, publishedAt: '' });
    const [heardInPlaylist, heardOther] = await Promise.all([inPlaylist, other].map(listening));

    await ok(server, API.customScreenPublish, { screenId: later }, admin);
    await vi.waitFor(() => expect(heardInPlaylist).toEqual([{ command: 'changed' }]));
    expect(await hello(inPlaylist)).toMatchObject({ playlist: turns([DEMO_SCREEN.id, 10], [later, 10]) });
    const published = (await hello(alone)).publishedAt;
    expect(published).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A new publish is a new time, heard by both displays that play it now; the other one never heard.
    const heardAlone = await listening(alone);
    await ok(server, API.customScreenPublish, { screenId: later }, admin);
    await vi.waitFor(() => {
      expect(heardInPlaylist).toHaveLength(2);
      expect(heardAlone).toEqual([{ command: 'changed' }]);
    });
    expect((await hello(alone)).publishedAt).not.toBe(published);
    expect(heardOther).toEqual([]);
  });
});
