import { randomUUID } from 'node:crypto';
import { orgTopic, projectTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { API } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ORG_ID, DEMO_SCREEN, DEMO_USERS } from '../../seed/demo';
import { BROKERS } from '../../test/brokers';
import { startTestServer, type TestServer } from '../../test/server';
import { hashToken } from '../auth/sessions';
import { REALTIME_PATH } from './endpoint';

for (const broker of BROKERS) {
  describe.skipIf(!broker.up)(`fan-out between two server processes through ${broker.name}`, () => {
    let first: TestServer;
    let second: TestServer;
    const clients: RealtimeClient[] = [];

    beforeAll(async () => {
      [first, second] = await Promise.all([
        startTestServer({ brokerUrl: broker.url }),
        startTestServer({ brokerUrl: broker.url }),
      ]);
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.stop()));
      await Promise.all([first?.close(), second?.close()]);
    });

    function connect(server: TestServer, credentials: { token?: string; playbackKey?: string }) {
      const client = createRealtimeClient({
        url: `${server.url}${REALTIME_PATH}`,
        log: () => {},
        ...credentials,
      });
      client.start();
      clients.push(client);
      return client;
    }

    /** Bodies a client hears on a channel, kept to this test's nonce (a shared broker may carry others). */
    function hear(
      client: RealtimeClient,
      channel: Parameters<RealtimeClient['subscribe']>[0],
      nonce: string,
    ) {
      const heard: unknown[] = [];
      client.subscribe<{ nonce?: string }>(channel, ({ body }) => {
        if (body.nonce === nonce) heard.push(body);
      });
      return heard;
    }

    it('delivers a publish of either process once to the walls of both', async () => {
      const nonce = randomUUID();
      const channel = { kind: 'project', topic: 'timeLog', projectId: DEMO_SCREEN.projectId } as const;
      const destination = projectTopic('timeLog', DEMO_SCREEN.projectId);
      const onFirst = hear(connect(first, { playbackKey: DEMO_SCREEN.key }), channel, nonce);
      const onSecond = hear(connect(second, { playbackKey: DEMO_SCREEN.key }), channel, nonce);
      await vi.waitFor(() => {
        expect(first.app.realtime.subscriberCount(destination)).toBe(1);
        expect(second.app.realtime.subscriberCount(destination)).toBe(1);
      });
      first.app.realtime.publish(destination, { nonce, from: 'first' });
      second.app.realtime.publish(destination, { nonce, from: 'second' });
      await vi.waitFor(() => {
        expect(onFirst).toHaveLength(2);
        expect(onSecond).toHaveLength(2);
      });
      // Nothing comes twice: a process does not deliver its own message again when the broker echoes it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onFirst).toEqual(
        expect.arrayContaining([
          { nonce, from: 'first' },
          { nonce, from: 'second' },
        ]),
      );
      expect(onFirst).toHaveLength(2);
      expect(onSecond).toHaveLength(2);
    });

    it("carries a user's queue and the org topic to his connection on the other process only", async () => {
      const nonce = randomUUID();
      const [manager, nobody] = await Promise.all([second.login('manager'), second.login('nobody')]);
      const managerClient = connect(second, { token: manager });
      const toManager = hear(managerClient, { kind: 'user', queue: 'remoteOpen' }, nonce);
      const statuses = hear(managerClient, { kind: 'org', topic: 'deviceStatus', orgId: DEMO_ORG_ID }, nonce);
      const toNobody = hear(connect(second, { token: nobody }), { kind: 'user', queue: 'remoteOpen' }, nonce);
      await vi.waitFor(() => {
        expect(second.app.realtime.subscriberCount('/user/queue/remoteOpen')).toBe(2);
        expect(second.app.realtime.subscriberCount(orgTopic('deviceStatus', DEMO_ORG_ID))).toBe(1);
      });
      first.app.realtime.sendToUser(DEMO_USERS.manager, 'remoteOpen', { nonce, door: '东门' });
      first.app.realtime.publish(orgTopic('deviceStatus', DEMO_ORG_ID), { nonce, deviceStatus: 0 });
      await vi.waitFor(() => {
        expect(toManager).toEqual([{ nonce, door: '东门' }]);
        expect(statuses).toEqual([{ nonce, deviceStatus: 0 }]);
      });
      expect(toNobody).toEqual([]);
    });

    it('closes a revoked session on the other process when a recheck crosses the broker', async () => {
      const token = await second.login('manager');
      const listening = () => second.app.realtime.subscriberCount('/user/queue/remoteOpen');
      const before = listening();
      const logs: string[] = [];
      const client = createRealtimeClient({
        url: `${second.url}${REALTIME_PATH}`,
        token,
        reconnectDelayMs: 60_000,
        log: (message) => logs.push(message),
      });
      client.start();
      clients.push(client);
      client.subscribe({ kind: 'user', queue: 'remoteOpen' }, () => {});
      await vi.waitFor(() => expect(listening()).toBe(before + 1));
      // The session dies in the shared database; the process holding the socket is told only through the broker.
      const local = vi.spyOn(second.app.realtime, 'recheck').mockImplementation(() => {});
      expect((await second.post(API.logout, {}, token)).code).toBe(200);
      local.mockRestore();
      first.app.realtime.recheck({ tokenHash: hashToken(token) });
      await vi.waitFor(() => expect(logs.join()).toContain('unauthorized'));
      expect(listening()).toBe(before);
    });
  });
}
