import {
  configFields,
  DEFAULT_RUNTIME_CONFIG,
  fetchConfigJson,
  normaliseRuntimeConfig,
  type RuntimeConfig,
  SOCKET_HEARTBEAT_MS,
  SOCKET_RECONNECT_MS,
} from '@site/shared-schema';

/** The player's `config.json`: the bases and maps, and the realtime socket's timings. */
export interface PlayerConfig extends RuntimeConfig {
  /** Wait before reconnecting a lost socket; the seed's 10000 ms unless a deployment says otherwise. */
  socketReconnectMs: number;
  /**
   * STOMP heart-beats both ways (the seed's 4000 ms); 0 turns them off, for a proxy that keeps idle
   * sockets open by itself, or a soak run whose clock jumps ahead of the server's beats.
   */
  socketHeartbeatMs: number;
}

export const DEFAULT_CONFIG: PlayerConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  socketReconnectMs: SOCKET_RECONNECT_MS,
  socketHeartbeatMs: SOCKET_HEARTBEAT_MS,
};

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function positiveOrZero(value: unknown, fallback: number): number {
  return value === 0 ? 0 : positive(value, fallback);
}

/** Keeps only known fields of the right type; anything missing falls back to the defaults. */
export function normaliseConfig(raw: unknown): PlayerConfig {
  const source = configFields(raw);
  return {
    ...normaliseRuntimeConfig(raw),
    socketReconnectMs: positive(source.socketReconnectMs, DEFAULT_CONFIG.socketReconnectMs),
    socketHeartbeatMs: positiveOrZero(source.socketHeartbeatMs, DEFAULT_CONFIG.socketHeartbeatMs),
  };
}

/**
 * Reads `config.json` relative to the page; a missing or broken file means the defaults. index.html
 * preloads it, so it comes with the scripts and this read takes that answer.
 */
export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<PlayerConfig> {
  return normaliseConfig(await fetchConfigJson(url));
}
