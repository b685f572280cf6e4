import { projectTopic, RESTART_RECONNECT_MS, type Scope } from '@site/shared-realtime';
import { createRealtimeClient } from '@site/shared-realtime/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRestartableDatabase, RESTART_TIMEOUT_MS, type TestDatabase } from '../../test/database';
import { startTestServer } from '../../test/server';
import { REALTIME_PATH } from './endpoint';

describe('a realtime client across a server restart', () => {
  let database: TestDatabase;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ database, remove } = await createRestartableDatabase());
  });
  afterAll(() => remove());

  it(
    'reconnects to the restarted server with the same token and restores its subscriptions',
    async () => {
      const channel: Scope = { kind: 'project', topic: 'timeLog', projectId: '1' };
      const destination = projectTopic('timeLog', '1');
      const first = await startTestServer({}, { database, restart: false });
      const token = await first.login('manager');
      const states: boolean[] = [];
      const client = createRealtimeClient({
        url: `${first.url}${REALTIME_PATH}`,
        token,
        reconnectDelayMs: 100,
        timeoutMs: 2_000,
        log: () => {},
        onConnectedChange: (connected) => states.push(connected),
      });
      const messages: unknown[] = [];
      client.subscribe(channel, (message) => messages.push(message.body));
      client.start();
      await vi.waitFor(() => expect(first.app.realtime.subscriberCount(destination)).toBe(1));
      await first.close();
      await vi.waitFor(() => expect(states.at(-1)).toBe(false));

      const second = await startTestServer({}, { database, restart: true }, Number(new URL(first.url).port));
      try {
        await vi.waitFor(() => expect(second.app.realtime.subscriberCount(destination)).toBe(1), {
          timeout: 10_000,
        });
        expect(states.at(-1)).toBe(true);
        second.app.realtime.publish(destination, { 塔吊: '1号', 风速: 7.2 });
        await vi.waitFor(() => expect(messages).toEqual([{ 塔吊: '1号', 风速: 7.2 }]));
      } finally {
        await client.stop();
        await second.close();
      }
    },
    RESTART_TIMEOUT_MS,
  );

  it('comes back within seconds when the server says it is stopping, not after the usual delay', async () => {
    const server = await startTestServer({}, { database, restart: true });
    const states: boolean[] = [];
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      token: await server.login('manager'),
      // Far longer than the test waits: only the server's hint brings it back in time.
      reconnectDelayMs: 60_000,
      log: () => {},
      onConnectedChange: (connected) => states.push(connected),
    });
    try {
      client.start();
      await vi.waitFor(() => expect(states).toEqual([true]));
      // What a stopping server does to its sockets (endpoint.ts, preClose); here the server stays up.
      server.app.realtime.closeAll();
      await vi.waitFor(() => expect(states).toEqual([true, false, true]), {
        timeout: RESTART_RECONNECT_MS.max + 3_000,
      });
    } finally {
      await client.stop();
      await server.close();
    }
  });
});
