import { orgTopic, projectTopic, type Scope } from '@site/shared-realtime';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeMessage,
} from '@site/shared-realtime/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ORG_ID, DEMO_SCREEN, DEMO_USERS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from './endpoint';

/** A client as the apps open it, with short delays and its logs and connection state kept for asserts. */
interface TestClient {
  client: RealtimeClient;
  logs: string[];
  connected: () => boolean;
  received: <T>(channel: Scope) => RealtimeMessage<T>[];
}

describe('realtime socket (STOMP 1.2 over SockJS)', () => {
  let server: TestServer;
  let manager: string;
  let nobody: string;
  const open: RealtimeClient[] = [];

  function connect(options: Omit<RealtimeClientOptions, 'url'>): TestClient {
    let isConnected = false;
    const logs: string[] = [];
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      reconnectDelayMs: 100,
      timeoutMs: 2_000,
      log: (message) => logs.push(message),
      onConnectedChange: (connected) => {
        isConnected = connected;
      },
      ...options,
    });
    client.start();
    open.push(client);
    const received = <T>(channel: Scope) => {
      const messages: RealtimeMessage<T>[] = [];
      client.subscribe<T>(channel, (message) => messages.push(message));
      return messages;
    };
    return { client, logs, connected: () => isConnected, received };
  }

  const subscribers = (destination: string) => server.app.realtime.subscriberCount(destination);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
    nobody = await server.login('nobody');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => server.close());

  it('connects with the API token', async () => {
    const { connected } = connect({ token: manager });
    await vi.waitFor(() => expect(connected()).toBe(true));
  });

  it('refuses a connection without a token, logging the broker error only', async () => {
    const { connected, logs } = connect({});
    await vi.waitFor(() => expect(logs.join()).toContain('unauthorized'));
    expect(connected()).toBe(false);
  });

  it("delivers a published Chinese JSON body intact on the user's org topic", async () => {
    const channel: Scope = { kind: 'org', topic: 'deviceStatus', orgId: DEMO_ORG_ID };
    const messages = connect({ token: manager }).received<{ name: string }>(channel);
    await vi.waitFor(() => expect(subscribers(orgTopic('deviceStatus', DEMO_ORG_ID))).toBe(1));
    const body = { name: '1号塔吊', status: '在线', note: '风速过大\n请注意' };
    const before = Date.now();
    server.app.realtime.publish(orgTopic('deviceStatus', DEMO_ORG_ID), body);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toMatchObject({ destination: orgTopic('deviceStatus', DEMO_ORG_ID), body });
    expect(messages[0].receivedAt).toBeGreaterThanOrEqual(before);
  });

  it("refuses a subscription to a project the user is not a member of, and another org's topic", async () => {
    const outsider = connect({ token: nobody });
    outsider.received({ kind: 'project', topic: 'timeLog', projectId: '2' });
    await vi.waitFor(() => expect(outsider.logs.join()).toContain('forbidden destination /topic/timeLog/2'));
    const stranger = connect({ token: nobody });
    stranger.received({ kind: 'org', topic: 'deviceStatus', orgId: 'another-org' });
    await vi.waitFor(() => expect(stranger.logs.join()).toContain('forbidden destination'));
    expect(subscribers(projectTopic('timeLog', '2'))).toBe(0);
  });

  it("lets a wall key hear its project's topics only", async () => {
    const wall = connect({ playbackKey: DEMO_SCREEN.key });
    const messages = wall.received({ kind: 'project', topic: 'timeLog', projectId: '1' });
    await vi.waitFor(() => expect(subscribers(projectTopic('timeLog', '1'))).toBe(1));
    server.app.realtime.publish(projectTopic('timeLog', '1'), { 温度: 23.5 });
    await vi.waitFor(() => expect(messages.map((message) => message.body)).toEqual([{ 温度: 23.5 }]));

    const elsewhere = connect({ playbackKey: DEMO_SCREEN.key });
    elsewhere.received({ kind: 'project', topic: 'timeLog', projectId: '2' });
    await vi.waitFor(() => expect(elsewhere.logs.join()).toContain('forbidden destination'));
    const otherOrg = connect({ playbackKey: DEMO_SCREEN.key });
    otherOrg.received({ kind: 'org', topic: 'deviceStatus', orgId: 'another-org' });
    await vi.waitFor(() => expect(otherOrg.logs.join()).toContain('forbidden destination'));
  });

  it("lets a wall hear its org's deviceStatus for its own project's devices only", async () => {
    const wall = connect({ playbackKey: DEMO_SCREEN.key });
    const messages = wall.received<{ deviceId: string }>({
      kind: 'org',
      topic: 'deviceStatus',
      orgId: DEMO_ORG_ID,
    });
    await vi.waitFor(() => expect(subscribers(orgTopic('deviceStatus', DEMO_ORG_ID))).toBe(1));
    server.app.realtime.publish(orgTopic('deviceStatus', DEMO_ORG_ID), { deviceId: 'other', projectId: '2' });
    server.app.realtime.publish(orgTopic('deviceStatus', DEMO_ORG_ID), { deviceId: 'own', projectId: '1' });
    await vi.waitFor(() => expect(messages.map((message) => message.body.deviceId)).toEqual(['own']));
  });

  it("delivers a user queue to that user only and routes SENDs to the server's handler", async () => {
    server.app.realtime.handle('/app/echo', ({ caller, body }) => {
      if (caller.kind === 'user')
        server.app.realtime.sendToUser(caller.user.userId, 'remoteOpen', JSON.parse(body));
    });
    const managerClient = connect({ token: manager });
    const nobodyClient = connect({ token: nobody });
    const toManager = managerClient.received({ kind: 'user', queue: 'remoteOpen' });
    const toNobody = nobodyClient.received({ kind: 'user', queue: 'remoteOpen' });
    await vi.waitFor(() => expect(subscribers('/user/queue/remoteOpen')).toBe(2));
    expect(managerClient.client.publish('/echo', { door: '东门' })).toBe(true);
    await vi.waitFor(() => expect(toManager.map((message) => message.body)).toEqual([{ door: '东门' }]));
    server.app.realtime.sendToUser(DEMO_USERS.nobody, 'remoteOpen', { door: '西门' });
    await vi.waitFor(() => expect(toNobody.map((message) => message.body)).toEqual([{ door: '西门' }]));
    expect(toManager).toHaveLength(1);
  });

  it('restores subscriptions after the server drops the socket', async () => {
    const destination = projectTopic('aiCameraData', '1');
    const client = connect({ token: manager });
    const messages = client.received({ kind: 'project', topic: 'aiCameraData', projectId: '1' });
    await vi.waitFor(() => expect(subscribers(destination)).toBe(1));
    server.app.realtime.closeAll();
    expect(subscribers(destination)).toBe(0);
    await vi.waitFor(() => expect(subscribers(destination)).toBe(1));
    server.app.realtime.publish(destination, { 识别: '未戴安全帽' });
    await vi.waitFor(() => expect(messages.map((message) => message.body)).toEqual([{ 识别: '未戴安全帽' }]));
  });
});
