import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_MS, SOCKET_TIMEOUT_MS } from '@site/shared-schema';
import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { APP_PREFIX, destinationOf, type Scope } from './channels';
import { restartReconnectDelay, SERVER_RESTART_CLOSE } from './restart';

// A subpath export (`@site/shared-realtime/client`): sockjs-client expects a browser or Node global, so
// code that needs only the catalogue does not load it.

/** A realtime message as the apps see it: the parsed JSON body, stamped with when it arrived. */
export interface RealtimeMessage<T = unknown> {
  destination: string;
  body: T;
  /** Epoch ms at receipt (seed 000 §4), for staleness marks. */
  receivedAt: number;
}

export interface RealtimeClientOptions {
  /** The endpoint: `socketUrl` of the app's config.json, made absolute outside a browser. */
  url: string;
  /** The API token, sent as `Authorization: Bearer <token>` in CONNECT. */
  token?: string;
  /** A wall's playback key, sent as `X-Playback-Key` when there is no token. */
  playbackKey?: string;
  /** Overridable so tests need not wait the seed's 10 s. */
  reconnectDelayMs?: number;
  heartbeatMs?: number;
  timeoutMs?: number;
  /** Broker and transport errors end here and nowhere else; the client keeps reconnecting. */
  log?: (message: string) => void;
  /** Told on every connect and loss, e.g. to mark data stale. */
  onConnectedChange?: (connected: boolean) => void;
}

export interface RealtimeClient {
  /** Listens to a catalogue channel, across reconnects, until the answered function is called. */
  subscribe<T>(channel: Scope, onMessage: (message: RealtimeMessage<T>) => void): () => void;
  /** Sends a JSON body to `APP_PREFIX + path`; answers false, sending nothing, while disconnected. */
  publish(path: string, body: unknown): boolean;
  start(): void;
  stop(): Promise<void>;
}

interface Listener {
  destination: string;
  onMessage: (message: RealtimeMessage<never>) => void;
  active: StompSubscription | null;
}

function connectHeaders(options: RealtimeClientOptions): Record<string, string> {
  if (options.token) return { Authorization: `Bearer ${options.token}` };
  return options.playbackKey ? { 'X-Playback-Key': options.playbackKey } : {};
}

/** The seed's realtime socket: STOMP over SockJS, one connection, subscriptions restored on reconnect. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const log = options.log ?? ((message: string) => console.warn(`[realtime] ${message}`));
  const timeoutMs = options.timeoutMs ?? SOCKET_TIMEOUT_MS;
  const heartbeatMs = options.heartbeatMs ?? SOCKET_HEARTBEAT_MS;
  const listeners = new Set<Listener>();
  const reconnectDelayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_MS;
  let stopped = false;
  let restartRetry: ReturnType<typeof setTimeout> | undefined;

  const listen = (listener: Listener) => {
    listener.active = stomp.subscribe(listener.destination, (frame: IMessage) => {
      const receivedAt = Date.now();
      try {
        listener.onMessage({
          destination: listener.destination,
          body: JSON.parse(frame.body) as never,
          receivedAt,
        });
      } catch (error) {
        log(`bad message on ${listener.destination}: ${String(error)}`);
      }
    });
  };

  const stomp = new Client({
    webSocketFactory: () => new SockJS(options.url, undefined, { timeout: timeoutMs }),
    connectHeaders: connectHeaders(options),
    reconnectDelay: reconnectDelayMs,
    heartbeatIncoming: heartbeatMs,
    heartbeatOutgoing: heartbeatMs,
    connectionTimeout: timeoutMs,
    onConnect: () => {
      // A new connection knows none of the old subscriptions.
      for (const listener of listeners) listen(listener);
      options.onConnectedChange?.(true);
    },
    onWebSocketClose: (event) => {
      for (const listener of listeners) listener.active = null;
      options.onConnectedChange?.(false);
      // A server stopping says so: try again soon rather than after the usual delay (restart.ts). Should
      // that try fail, the client goes on as after any loss.
      if (Number(event?.code) !== SERVER_RESTART_CLOSE.code) return;
      void stomp.deactivate().then(() => {
        restartRetry = setTimeout(
          () => {
            if (!stopped) stomp.activate();
          },
          Math.min(restartReconnectDelay(Math.random()), reconnectDelayMs),
        );
      });
    },
    onStompError: (frame) => log(`broker error: ${frame.headers.message ?? ''} ${frame.body}`.trim()),
    onWebSocketError: () => log('socket error'),
  });

  return {
    subscribe<T>(channel: Scope, onMessage: (message: RealtimeMessage<T>) => void) {
      const listener: Listener = { destination: destinationOf(channel), onMessage, active: null };
      listeners.add(listener);
      if (stomp.connected) listen(listener);
      return () => {
        listeners.delete(listener);
        if (stomp.connected) listener.active?.unsubscribe();
      };
    },
    publish(path, body) {
      if (!stomp.connected) return false;
      stomp.publish({
        destination: `${APP_PREFIX}${path}`,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return true;
    },
    start: () => {
      stopped = false;
      stomp.activate();
    },
    stop: () => {
      stopped = true;
      clearTimeout(restartRetry);
      return stomp.deactivate();
    },
  };
}
