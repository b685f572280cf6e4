import type { Scope } from '@site/shared-realtime';
import type { RealtimeClient, RealtimeClientOptions, RealtimeMessage } from '@site/shared-realtime/client';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../app/config';
import { createWallRealtime } from './realtime';

/** A client that records how it was made and lets the test deliver messages and connection changes. */
function fakeClient() {
  const made: { options?: RealtimeClientOptions } = {};
  const subscribed: { scope: Scope; onMessage: (message: RealtimeMessage<never>) => void }[] = [];
  const client: RealtimeClient = {
    subscribe(scope, onMessage) {
      subscribed.push({ scope, onMessage: onMessage as (message: RealtimeMessage<never>) => void });
      return () => {};
    },
    publish: () => false,
    start: vi.fn(),
    stop: vi.fn(async () => {}),
  };
  const connect = (options: RealtimeClientOptions) => {
    made.options = options;
    return client;
  };
  return { connect, client, made, subscribed };
}

describe('a wall realtime connection', () => {
  it('connects with the playback key and the configured reconnect delay and heart-beat, and stops', () => {
    const fake = fakeClient();
    const wall = createWallRealtime(
      { ...DEFAULT_CONFIG, socketReconnectMs: 1500, socketHeartbeatMs: 0 },
      'key-1',
      fake.connect,
    );
    expect(fake.made.options).toMatchObject({
      url: '/realtime',
      playbackKey: 'key-1',
      reconnectDelayMs: 1500,
      heartbeatMs: 0,
    });
    expect(fake.client.start).toHaveBeenCalledOnce();
    wall.stop();
    expect(fake.client.stop).toHaveBeenCalledOnce();
  });

  it('takes subscriptions before a lazily loaded client arrives, and makes them when it does', async () => {
    const fake = fakeClient();
    let arrive!: () => void;
    const loading = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { source } = createWallRealtime(DEFAULT_CONFIG, 'k', async (options) => {
      await loading;
      return fake.connect(options);
    });
    source.subscribe('/topic/timeLog/1', () => {});
    expect(fake.subscribed).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(fake.client.start).toHaveBeenCalledOnce());
    expect(fake.subscribed.map((entry) => entry.scope)).toEqual([
      { kind: 'project', topic: 'timeLog', projectId: '1' },
    ]);
  });

  it('never starts a client that arrives after the wall stopped', async () => {
    const fake = fakeClient();
    const wall = createWallRealtime(DEFAULT_CONFIG, 'k', async (options) => fake.connect(options));
    wall.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.client.start).not.toHaveBeenCalled();
  });

  it('keeps the seed reconnect delay by default', () => {
    const fake = fakeClient();
    createWallRealtime(DEFAULT_CONFIG, 'k', fake.connect);
    expect(fake.made.options?.reconnectDelayMs).toBe(10_000);
  });

  it('listens to catalogue destinations with the message body, and to nothing else', () => {
    const fake = fakeClient();
    const { source } = createWallRealtime(DEFAULT_CONFIG, 'k', fake.connect);
    const bodies: unknown[] = [];
    source.subscribe('/topic/sendLrpEquipmentTimeLog/p1', (body) => bodies.push(body));
    source.subscribe('/topic/unknown/p1', (body) => bodies.push(body));
    expect(fake.subscribed.map((item) => item.scope)).toEqual([
      { kind: 'project', topic: 'sendLrpEquipmentTimeLog', projectId: 'p1' },
    ]);
    fake.subscribed[0].onMessage({ destination: '', body: { licensePlate: '浙A1' } as never, receivedAt: 1 });
    expect(bodies).toEqual([{ licensePlate: '浙A1' }]);
  });

  it('makes one subscription per destination, however many calls listen to it', () => {
    const fake = fakeClient();
    const stops: (() => void)[] = [];
    fake.client.subscribe = (scope, onMessage) => {
      fake.subscribed.push({ scope, onMessage: onMessage as (message: RealtimeMessage<never>) => void });
      const stop = vi.fn();
      stops.push(stop);
      return stop;
    };
    const { source } = createWallRealtime(DEFAULT_CONFIG, 'k', fake.connect);
    const heard: string[] = [];
    const stopA = source.subscribe('/topic/timeLog/p1', () => heard.push('a'));
    const stopB = source.subscribe('/topic/timeLog/p1', () => heard.push('b'));
    expect(fake.subscribed).toHaveLength(1);
    fake.subscribed[0].onMessage({ destination: '', body: {} as never, receivedAt: 1 });
    expect(heard).toEqual(['a', 'b']);
    stopA();
    expect(stops[0]).not.toHaveBeenCalled();
    stopB();
    expect(stops[0]).toHaveBeenCalledOnce();
  });

  it('tells the data layer when the socket connects and is lost', () => {
    const fake = fakeClient();
    const { source } = createWallRealtime(DEFAULT_CONFIG, 'k', fake.connect);
    const changes: boolean[] = [];
    source.onConnectedChange?.((connected) => changes.push(connected));
    expect(source.connected?.()).toBe(false);
    fake.made.options?.onConnectedChange?.(true);
    expect(source.connected?.()).toBe(true);
    fake.made.options?.onConnectedChange?.(false);
    expect(changes).toEqual([true, false]);
  });
});
