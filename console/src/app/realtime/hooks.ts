import type { RealtimeSource } from '@site/player';
import { type Scope, scopeOf } from '@site/shared-realtime';
import type { RealtimeClient, RealtimeMessage } from '@site/shared-realtime/client';
import { useEffect, useRef } from 'react';
import { realtime, subscribeAllowed } from './connection';

/** The console's connection: null before the first load connected it and after logout. */
export function useRealtime(): { client: RealtimeClient | null; connected: boolean } {
  const client = realtime.use((state) => state.client);
  const connected = realtime.use((state) => state.connected);
  return { client, connected };
}

/**
 * Listens to one channel while mounted (and across reconnects); a null scope listens to nothing. The
 * handler may change between renders without re-subscribing.
 */
export function useRealtimeChannel<T>(
  scope: Scope | null,
  onMessage: (message: RealtimeMessage<T>) => void,
): void {
  const { client } = useRealtime();
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const key = scope ? JSON.stringify(scope) : null;
  useEffect(() => {
    if (!client || !key) return;
    return subscribeAllowed<T>(client, JSON.parse(key) as Scope, (message) => handler.current(message));
  }, [client, key]);
}

/** The latest deviceStatus message of each device of the user's org, by deviceId. */
export function useDeviceStatus() {
  return realtime.use((state) => state.deviceStatus);
}

/**
 * The console's connection as the player's data layer listens to it, for widgets the designer mounts
 * (mountWidget's `realtime`): destinations of the catalogue only, bodies as they arrive.
 */
export const playerRealtimeSource: RealtimeSource = {
  subscribe(destination, onMessage) {
    const scope = scopeOf(destination);
    const { client } = realtime.get();
    if (!scope || !client) return () => {};
    return subscribeAllowed(client, scope, (message) => onMessage(message.body));
  },
  connected: () => realtime.get().connected,
  onConnectedChange(listener) {
    let last = realtime.get().connected;
    return realtime.subscribe(() => {
      const { connected } = realtime.get();
      if (connected === last) return;
      last = connected;
      listener(connected);
    });
  },
};
