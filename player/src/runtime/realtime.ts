import { scopeOf } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClientOptions } from '@site/shared-realtime/client';
import type { PlayerConfig } from '../app/config';
import type { RealtimeSource } from '../data/types';

export interface WallRealtime {
  /** What the data layer listens to. */
  source: RealtimeSource;
  stop(): void;
}

/**
 * A wall's one realtime connection (seed 001 §4): STOMP over SockJS at config.json's socketUrl, the
 * playback key in CONNECT, subscriptions restored by the client after every reconnect, and one
 * subscription per destination however many calls listen to it.
 */
export function createWallRealtime(
  config: PlayerConfig,
  playbackKey: string,
  connect: (options: RealtimeClientOptions) => ReturnType<typeof createRealtimeClient> = createRealtimeClient,
): WallRealtime {
  let connected = false;
  const watchers = new Set<(connected: boolean) => void>();
  // Many calls listen to one topic (timeLog): one STOMP subscription each, so a message crosses once.
  const channels = new Map<string, { listeners: Set<(body: unknown) => void>; stop: () => void }>();
  const client = connect({
    url: config.socketUrl,
    playbackKey,
    reconnectDelayMs: config.socketReconnectMs,
    onConnectedChange(value) {
      connected = value;
      for (const watcher of watchers) watcher(value);
    },
  });
  client.start();
  return {
    source: {
      subscribe(destination, onMessage) {
        const scope = scopeOf(destination);
        if (!scope) return () => {};
        let shared = channels.get(destination);
        if (!shared) {
          const listeners = new Set<(body: unknown) => void>();
          const stop = client.subscribe(scope, (message) => {
            for (const listener of listeners) listener(message.body);
          });
          shared = { listeners, stop };
          channels.set(destination, shared);
        }
        const { listeners } = shared;
        listeners.add(onMessage);
        return () => {
          listeners.delete(onMessage);
          if (listeners.size > 0 || channels.get(destination) !== shared) return;
          channels.delete(destination);
          shared?.stop();
        };
      },
      connected: () => connected,
      onConnectedChange(watcher) {
        watchers.add(watcher);
        return () => watchers.delete(watcher);
      },
    },
    stop() {
      watchers.clear();
      void client.stop();
    },
  };
}
