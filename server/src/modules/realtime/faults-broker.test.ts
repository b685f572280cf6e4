import { randomUUID } from 'node:crypto';
import { projectTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { BROKERS } from '../../test/brokers';
import { type OutageProxy, startOutageProxy } from '../../test/outage-proxy';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from './endpoint';

const channel = { kind: 'project', topic: 'timeLog', projectId: DEMO_SCREEN.projectId } as const;
const destination = projectTopic('timeLog', DEMO_SCREEN.projectId);

describe.each(BROKERS.filter((broker) => broker.up))('$name lost and back under two servers', (broker) => {
  let proxy: OutageProxy;
  let a: TestServer;
  let b: TestServer;
  const clients: RealtimeClient[] = [];

  /** A wall on a server, and the nonces it has heard. */
  function wall(server: TestServer): Set<unknown> {
    const heard = new Set<unknown>();
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      playbackKey: DEMO_SCREEN.key,
      log: () => {},
    });
    client.subscribe<{ nonce?: string }>(channel, ({ body }) => heard.add(body.nonce));
    client.start();
    clients.push(client);
    return heard;
  }

  /** Publishes on one server until a wall of the other hears it: the broker carries messages. */
  async function crosses(from: TestServer, heard: Set<unknown>): Promise<void> {
    const nonce = randomUUID();
    await vi.waitFor(
      () => {
        from.app.realtime.publish(destination, { nonce });
        expect(heard.has(nonce)).toBe(true);
      },
      // RabbitMQ is dialled again every 5 s; the bound is for a broker that never comes back.
      { timeout: 30_000, interval: 250 },
    );
  }

  const answers = async (server: TestServer) =>
    expect(await server.post('/front/no/such/call')).toMatchObject({ code: 404 });

  beforeAll(async () => {
    const direct = new URL(broker.url);
    proxy = await startOutageProxy(Number(direct.port));
    const proxied = new URL(direct);
    proxied.port = String(proxy.port);
    [a, b] = await Promise.all([
      startTestServer({ brokerUrl: proxied.toString() }),
      startTestServer({ brokerUrl: proxied.toString() }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
  });

  it('keeps both servers answering while it is away and carries messages again when it is back', async () => {
    const onA = wall(a);
    const onB = wall(b);
    await vi.waitFor(() => {
      expect(a.app.realtime.subscriberCount(destination)).toBe(1);
      expect(b.app.realtime.subscriberCount(destination)).toBe(1);
    });
    await crosses(a, onB);
    await crosses(b, onA);

    await proxy.cut();
    await answers(a);
    await answers(b);
    // Each server still delivers to its own walls, and publishing does not throw.
    const local = randomUUID();
    b.app.realtime.publish(destination, { nonce: local });
    await vi.waitFor(() => expect(onB.has(local)).toBe(true));
    expect(() => a.app.realtime.publish(destination, { nonce: randomUUID() })).not.toThrow();
    expect(await a.login('manager')).toEqual(expect.any(String));

    await proxy.restore();
    await crosses(a, onB);
    await crosses(b, onA);
    await answers(a);
    await answers(b);
  }, 90_000);
});
