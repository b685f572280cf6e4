import { DISPLAY_REPORT_PATH, displayTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import {
  API,
  DISPLAY_API,
  DISPLAY_HELLO_PATH,
  type DisplayHello,
  type DisplayMessage,
  type DisplayReport,
  type DisplayScreenChoice,
  type OperateLogRecord,
  type PageResult,
  type PlayedScreenAnswer,
} from '@site/shared-schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from '../realtime/endpoint';
import { ok, screenWithKey, wallPost } from '../screen/testing';
import { PAIR_CODE_INVALID } from './adapter';
import { MAX_LIVE_PAIRINGS, MAX_PAIRINGS_PER_ADDRESS, TOO_MANY_PAIRINGS } from './pairing';

const MAIN = DEMO_PROJECTS.main;

interface DisplayRow {
  displayId: string;
  displayName: string;
  screenId: string;
  screenName: string;
  scaleMode: string;
  online: number;
  lastSeenTime: string;
  playingName: string;
  resolution: string;
  playerVersion: string;
  heapMb: number;
  errorCount: number;
}

const REPORT: DisplayReport = {
  playerVersion: '0.1.0',
  playingName: '项目总览',
  resolution: '1920×1080',
  heapMb: 23.5,
  errorCount: 2,
};

describe('registered displays (siteDisplay)', () => {
  let server: TestServer;
  let admin: string;
  const open: RealtimeClient[] = [];

  const hello = async (body: Record<string, unknown> = {}) =>
    (await server.post<DisplayHello>(DISPLAY_HELLO_PATH, body)).data;
  const list = async () =>
    (await ok<PageResult<DisplayRow>>(server, DISPLAY_API.page, { projectId: MAIN }, admin)).records;

  /** A display's socket as the player opens it, with what it heard on its topic. */
  function socketOf(token: string, displayId: string) {
    const heard: DisplayMessage[] = [];
    let connected = false;
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      playbackKey: token,
      reconnectDelayMs: 60_000,
      timeoutMs: 2_000,
      log: () => {},
      onConnectedChange: (value) => {
        connected = value;
      },
    });
    client.subscribe<DisplayMessage>({ kind: 'display', displayId }, (message) => heard.push(message.body));
    client.start();
    open.push(client);
    return { client, heard, connected: () => connected };
  }

  /** Pairs a display and registers it as an operator would; answers its token and id. */
  async function registered(displayName: string, extra: Record<string, unknown> = {}) {
    const paired = await hello();
    await ok(
      server,
      DISPLAY_API.add,
      { projectId: MAIN, pairCode: paired.pairCode.toLowerCase(), displayName, scaleMode: 'fit', ...extra },
      admin,
    );
    const { display } = await hello({ displayToken: paired.displayToken });
    return { token: paired.displayToken, displayId: display!.displayId };
  }

  beforeAll(async () => {
    // Behind a proxy, so a test can say hello from other addresses (X-Forwarded-For).
    server = await startTestServer({ trustProxy: true });
    admin = await server.login('admin');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => server.close());

  it('pairs: a new display gets a token and a six-character code, and keeps them while it waits', async () => {
    const first = await hello();
    expect(first.pairCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(first.displayToken.length).toBeGreaterThan(30);
    expect(first.display).toBeNull();
    expect(await hello({ displayToken: first.displayToken })).toEqual(first);
    // An unknown token is not an error: the display starts over with a new one.
    const unknown = await hello({ displayToken: 'forged' });
    expect(unknown.displayToken).not.toBe('forged');
    expect(unknown.pairCode).not.toBe(first.pairCode);
    // Until registered the token opens nothing.
    expect(
      (await wallPost(server, API.projectQueryByProject, { projectId: MAIN }, first.displayToken)).code,
    ).toBe(401);
  });

  it('registers a code once, with the message beside the field for a wrong or used code', async () => {
    const wrong = await server.post(
      DISPLAY_API.add,
      { projectId: MAIN, pairCode: 'ZZZZZZ', displayName: '错误码', scaleMode: 'fit' },
      admin,
    );
    expect(wrong).toMatchObject({ code: 400, message: `pairCode: ${PAIR_CODE_INVALID}` });
    const paired = await hello();
    const body = { projectId: MAIN, pairCode: paired.pairCode, displayName: '大门LED', scaleMode: 'stretch' };
    await ok(server, DISPLAY_API.add, body, admin);
    const again = await server.post(DISPLAY_API.add, { ...body, displayName: '另一块' }, admin);
    expect(again).toMatchObject({ code: 400, message: `pairCode: ${PAIR_CODE_INVALID}` });
    const { display } = await hello({ displayToken: paired.displayToken });
    expect(display).toMatchObject({
      displayName: '大门LED',
      projectId: MAIN,
      screenId: '',
      scaleMode: 'stretch',
    });
    // Registered without a screen, it plays nothing yet.
    expect(
      (await wallPost(server, API.projectQueryByProject, { projectId: MAIN }, paired.displayToken)).code,
    ).toBe(403);
  });

  it('plays the assigned screen with its token, as a playback key of that screen, and nothing else', async () => {
    const choices = await ok<DisplayScreenChoice[]>(
      server,
      DISPLAY_API.screenChoices,
      { projectId: MAIN },
      admin,
    );
    expect(choices).toContainEqual({
      screenId: DEMO_SCREEN.id,
      screenName: expect.any(String),
      published: true,
    });
    const { token } = await registered('会议室电视', { screenId: DEMO_SCREEN.id });
    const played = await server.post<PlayedScreenAnswer>(API.customScreenPlay, {
      screenId: DEMO_SCREEN.id,
      key: token,
    });
    expect(played).toMatchObject({ code: 200, data: { screenId: DEMO_SCREEN.id, projectId: MAIN } });
    expect((await wallPost(server, API.projectQueryByProject, { projectId: MAIN }, token)).code).toBe(200);
    expect((await wallPost(server, API.projectQueryByProject, { projectId: '2' }, token)).code).toBe(403);
    const { screen } = await screenWithKey(server, admin);
    const other = await server.post(API.customScreenPlay, { screenId: screen.screenId, key: token });
    expect(other.code).toBe(403);
    // A screen of another project is no choice.
    const elsewhere = await screenWithKey(server, admin, { projectId: '3' });
    const refused = await server.post(
      DISPLAY_API.add,
      {
        projectId: MAIN,
        pairCode: (await hello()).pairCode,
        displayName: '越界',
        screenId: elsewhere.screen.screenId,
        scaleMode: 'fit',
      },
      admin,
    );
    expect(refused).toMatchObject({ code: 400, message: 'screenId: 播放大屏不存在' });
  });

  it('lists what a display reports over its socket: online, version, screen, resolution, heap, errors', async () => {
    const { token, displayId } = await registered('塔吊旁屏', { screenId: DEMO_SCREEN.id });
    const socket = socketOf(token, displayId);
    await vi.waitFor(() => expect(socket.connected()).toBe(true));
    expect(socket.client.publish(DISPLAY_REPORT_PATH, REPORT)).toBe(true);
    await vi.waitFor(async () => {
      const row = (await list()).find((item) => item.displayId === displayId);
      expect(row).toMatchObject({
        ...REPORT,
        online: 1,
        screenId: DEMO_SCREEN.id,
        lastSeenTime: expect.any(String),
      });
    });
    // A malformed report changes nothing.
    socket.client.publish(DISPLAY_REPORT_PATH, { ...REPORT, heapMb: 'a lot' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await list()).find((item) => item.displayId === displayId)?.heapMb).toBe(REPORT.heapMb);
  });

  it('tells a display of a new assignment, reload and identify, and only that display', async () => {
    const one = await registered('一号墙', { screenId: DEMO_SCREEN.id });
    const two = await registered('二号墙', { screenId: DEMO_SCREEN.id });
    const [first, second] = [socketOf(one.token, one.displayId), socketOf(two.token, two.displayId)];
    await vi.waitFor(() => {
      expect(server.app.realtime.subscriberCount(displayTopic(one.displayId))).toBe(1);
      expect(server.app.realtime.subscriberCount(displayTopic(two.displayId))).toBe(1);
    });
    await ok(
      server,
      DISPLAY_API.update,
      { projectId: MAIN, displayId: one.displayId, displayName: '一号墙', scaleMode: 'width', screenId: '' },
      admin,
    );
    await ok(
      server,
      DISPLAY_API.command,
      { projectId: MAIN, displayId: two.displayId, command: 'identify' },
      admin,
    );
    await ok(
      server,
      DISPLAY_API.command,
      { projectId: MAIN, displayId: one.displayId, command: 'reload' },
      admin,
    );
    await vi.waitFor(() => {
      expect(first.heard).toEqual([{ command: 'changed' }, { command: 'reload' }]);
      expect(second.heard).toEqual([{ command: 'identify' }]);
    });
    expect((await hello({ displayToken: one.token })).display).toMatchObject({
      screenId: '',
      scaleMode: 'width',
    });
    const bad = await server.post(
      DISPLAY_API.command,
      { projectId: MAIN, displayId: one.displayId, command: 'format' },
      admin,
    );
    expect(bad.code).toBe(400);
    const history = await ok<PageResult<OperateLogRecord>>(
      server,
      DISPLAY_API.history,
      { projectId: MAIN, displayId: one.displayId },
      admin,
    );
    expect(history.records.map((record) => record.operateType)).toEqual(['UPDATE', 'ADD']);
  });

  it('revokes at once: deleting a display closes its socket, refuses its token and pairs it anew', async () => {
    const { token, displayId } = await registered('临时屏', { screenId: DEMO_SCREEN.id });
    const socket = socketOf(token, displayId);
    await vi.waitFor(() => expect(server.app.realtime.subscriberCount(displayTopic(displayId))).toBe(1));
    await ok(server, DISPLAY_API.remove, { projectId: MAIN, displayIdList: [displayId] }, admin);
    await vi.waitFor(() => expect(socket.heard).toEqual([{ command: 'revoked' }]));
    await vi.waitFor(() => expect(server.app.realtime.subscriberCount(displayTopic(displayId))).toBe(0));
    expect((await wallPost(server, API.projectQueryByProject, { projectId: MAIN }, token)).code).toBe(401);
    const after = await hello({ displayToken: token });
    expect(after.display).toBeNull();
    expect(after.displayToken).not.toBe(token);
    expect(after.pairCode).toMatch(/^[2-9A-Z]{6}$/);
  });

  it('refuses the console calls without cSiteDisplayManager or outside the project', async () => {
    const manager = await server.login('manager');
    expect((await server.post(DISPLAY_API.page, { projectId: MAIN }, manager)).code).toBe(403);
    const nobody = await server.login('nobody');
    expect((await server.post(DISPLAY_API.page, { projectId: MAIN }, nobody)).code).toBe(403);
    const { displayId } = await registered('项目一的屏');
    const foreign = await server.post(
      DISPLAY_API.command,
      { projectId: '3', displayId, command: 'reload' },
      admin,
    );
    expect(foreign.code).toBe(404);
  });

  // Last: it leaves no code to pair with for this server.
  it('bounds the codes waiting at once, hello being public: 50 for one address, 500 in all, then 429', async () => {
    const helloFrom = (address: string) =>
      server.send<DisplayHello>(DISPLAY_HELLO_PATH, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: '{}',
      });
    /** Says hello from the address until refused: how many codes it got, and the refusal. */
    const fill = async (address: string) => {
      let codes = 0;
      for (;;) {
        const answer = await helloFrom(address);
        if (answer.code !== 200) return { codes, answer };
        codes += 1;
      }
    };
    const first = await fill('203.0.113.1');
    expect(first).toMatchObject({
      codes: MAX_PAIRINGS_PER_ADDRESS,
      answer: { code: 429, message: TOO_MANY_PAIRINGS },
    });
    // Others still pair, until all of them together hold MAX_LIVE_PAIRINGS.
    const full = Math.ceil(MAX_LIVE_PAIRINGS / MAX_PAIRINGS_PER_ADDRESS);
    const later = [];
    for (let address = 2; address <= full + 1; address += 1) later.push(await fill(`203.0.113.${address}`));
    expect(later.slice(0, full - 2).every((filled) => filled.codes === MAX_PAIRINGS_PER_ADDRESS)).toBe(true);
    expect(later.at(-1)).toMatchObject({ codes: 0, answer: { code: 429, message: TOO_MANY_PAIRINGS } });
  });
});
