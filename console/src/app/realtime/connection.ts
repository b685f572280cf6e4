import { accessOf, type DeviceStatusMessage, type Scope } from '@site/shared-realtime';
import type { RealtimeClient, RealtimeMessage } from '@site/shared-realtime/client';
import { hasPermission } from '@site/shared-schema';
import { createStore } from '../store/create-store';
import { session } from '../store/session';

/** The console's one realtime connection (seed 000 §4 "Realtime socket") as pages see it. */
export interface RealtimeState {
  client: RealtimeClient | null;
  connected: boolean;
  /** The latest deviceStatus message of each device of the user's org, by deviceId. */
  deviceStatus: Record<string, RealtimeMessage<DeviceStatusMessage>>;
}

export const realtime = createStore<RealtimeState>({ client: null, connected: false, deviceStatus: {} });

let socketUrl: string | null = null;
/** The session token the open client was made with. */
let connectedToken: string | null = null;
let stopDeviceStatus: (() => void) | null = null;
let stopWatchingSession: (() => void) | null = null;

/** Called once at boot with config.json's socketUrl; until then (unit tests) nothing connects. */
export function configureRealtime(url: string): void {
  socketUrl = url;
}

/**
 * Connects once per session token (the first load calls it; a second call with the same token does
 * nothing). The session's value is head plus token; CONNECT carries the token as the API does. STOMP and
 * SockJS load with the first connection, not with the login page.
 */
export async function connectRealtime(token: string | undefined): Promise<void> {
  if (!socketUrl || !token || token === connectedToken) return;
  disconnectRealtime();
  connectedToken = token;
  // Logout, a 401 reset or a role switch changes the token: this connection is no longer the user's.
  stopWatchingSession = session.subscribe(() => {
    if (session.get().token !== connectedToken) disconnectRealtime();
  });
  const url = socketUrl;
  const { createRealtimeClient } = await import('@site/shared-realtime/client');
  if (connectedToken !== token) return;
  const client = createRealtimeClient({
    url,
    token: token.replace(/^Bearer\s+/i, ''),
    onConnectedChange: (connected) => realtime.set({ connected }),
  });
  realtime.set({ client, connected: false, deviceStatus: {} });
  client.start();
}

/**
 * Subscribes when the user holds what the server asks to hear the channel (the catalogue's
 * CHANNEL_ACCESS): a refused SUBSCRIBE is a STOMP ERROR, which would end the whole connection. A display's
 * topic is heard by that registered display alone, never by a user.
 */
export function subscribeAllowed<T>(
  client: RealtimeClient,
  scope: Scope,
  onMessage: (message: RealtimeMessage<T>) => void,
): () => void {
  if (scope.kind === 'display') return () => {};
  const rule = scope.kind === 'user' ? 'session' : accessOf(scope);
  if (rule !== 'session' && !hasPermission(session.get().resources, rule)) return () => {};
  return client.subscribe<T>(scope, onMessage);
}

/** Keeps the latest deviceStatus of each device of the org (seed 000 §4: org topic by orgId). */
export function listenDeviceStatus(orgId: string | undefined): void {
  const { client } = realtime.get();
  if (!client || !orgId) return;
  stopDeviceStatus?.();
  stopDeviceStatus = subscribeAllowed<DeviceStatusMessage>(
    client,
    { kind: 'org', topic: 'deviceStatus', orgId },
    (message) =>
      realtime.set((state) => ({
        deviceStatus: { ...state.deviceStatus, [message.body.deviceId]: message },
      })),
  );
}

/** Closes the connection and forgets its messages. */
export function disconnectRealtime(): void {
  const { client } = realtime.get();
  stopWatchingSession?.();
  stopWatchingSession = null;
  stopDeviceStatus = null;
  connectedToken = null;
  if (!client) return;
  realtime.set({ client: null, connected: false, deviceStatus: {} });
  void client.stop();
}
