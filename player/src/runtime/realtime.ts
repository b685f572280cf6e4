import { scopeOf } from '@site/shared-realtime';
import type { RealtimeClient, RealtimeClientOptions } from '@site/shared-realtime/client';
import type { PlayerConfig } from '../app/config';
import type { RealtimeSource } from '../data/types';

export interface WallRealtime {
  /** What the data layer listens to. */
  source: RealtimeSource;
  /** Sends a JSON body to the server's `/app<path>`; false, sending nothing, while disconnected. */
  publish(path: string, body: unknown): boolean;
  stop(): void;
}

type Connect = (options: RealtimeClientOptions) => RealtimeClient | Promise<RealtimeClient>;

/** The client (@stomp/stompjs and sockjs-client) comes in a chunk of its own, not in the initial bundle. */
const loadAndConnect: Connect = async (options) =>
  (await import('@site/shared-realtime/client')).createRealtimeClient(options);

interface SharedChannel {
  listeners: Set<(body: unknown) => void>;
  /** Ends the STOMP subscription; null until the client is there to subscribe. */
  stop: (() => void) | null;
}

/**
 * A wall's one realtime connection (seed 001 §4): STOMP over SockJS at config.json's socketUrl, the
 * playback key in CONNECT, subscriptions restored by the client after every reconnect, and one
 * subscription per destination however many calls listen to it. Calls subscribe at once; the client
 * subscribes them when it has loaded.
 */
export function createWallRealtime(
  config: PlayerConfig,
  playbackKey: string,
  connect: Connect = loadAndConnect,
): WallRealtime {
  let connected = false;
  let stopped = false;
  let client: RealtimeClient | null = null;
  const watchers = new Set<(connected: boolean) => void>();
  // Many calls listen to one topic (timeLog): one STOMP subscription each, so a message crosses once.
  const channels = new Map<string, SharedChannel>();
  const attach = (destination: string, shared: SharedChannel) => {
    const scope = scopeOf(destination);
    if (!client || !scope || shared.stop) return;
    shared.stop = client.subscribe(scope, (message) => {
      for (const listener of shared.listeners) listener(message.body);
    });
  };
  const use = (made: RealtimeClient) => {
    if (stopped) return;
    client = made;
    for (const [destination, shared] of channels) attach(destination, shared);
    made.start();
  };
  const made = connect({
    url: config.socketUrl,
    playbackKey,
    reconnectDelayMs: config.socketReconnectMs,
    heartbeatMs: config.socketHeartbeatMs,
    onConnectedChange(value) {
      connected = value;
      for (const watcher of watchers) watcher(value);
    },
  });
  if (made instanceof Promise)
    made.then(use, (error: unknown) => console.warn('[realtime] client not loaded', error));
  else use(made);
  return {
    source: {
      subscribe(destination, onMessage) {
        if (!scopeOf(destination)) return () => {};
        let shared = channels.get(destination);
        if (!shared) {
          shared = { listeners: new Set(), stop: null };
          channels.set(destination, shared);
          attach(destination, shared);
        }
        const current = shared;
        current.listeners.add(onMessage);
        return () => {
          current.listeners.delete(onMessage);
          if (current.listeners.size > 0 || channels.get(destination) !== current) return;
          channels.delete(destination);
          current.stop?.();
        };
      },
      connected: () => connected,
      onConnectedChange(watcher) {
        watchers.add(watcher);
        return () => watchers.delete(watcher);
      },
    },
    publish: (path, body) => client?.publish(path, body) ?? false,
    stop() {
      stopped = true;
      watchers.clear();
      void client?.stop();
    },
  };
}
