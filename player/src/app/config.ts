import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_MS } from '@site/shared-schema';

/**
 * Runtime configuration read at boot from `config.json` beside `index.html`, so one build can be
 * pointed at any backend that speaks the contract (no rebuild to re-point).
 */
export interface PlayerConfig {
  /** Base of the common calls (auth, user, dictionary, file); empty = same origin. */
  commonBaseUrl: string;
  /** Base of the site calls (`/front/site...`, the screen, the relay); empty = same origin. */
  siteBaseUrl: string;
  /** STOMP-over-SockJS endpoint of the realtime channels. */
  socketUrl: string;
  /** Wait before reconnecting a lost socket; the seed's 10000 ms unless a deployment says otherwise. */
  socketReconnectMs: number;
  /**
   * STOMP heart-beats both ways (the seed's 4000 ms); 0 turns them off, for a proxy that keeps idle
   * sockets open by itself, or a soak run whose clock jumps ahead of the server's beats.
   */
  socketHeartbeatMs: number;
  /** A MapLibre style URL; empty = `mapTileUrl`, else the offline dark basemap shipped with the player. */
  mapStyleUrl: string;
  /** An XYZ raster tile URL with {z}, {x} and {y}, used when there is no style URL. */
  mapTileUrl: string;
}

export const DEFAULT_CONFIG: PlayerConfig = {
  commonBaseUrl: '',
  siteBaseUrl: '',
  socketUrl: '/realtime',
  socketReconnectMs: SOCKET_RECONNECT_MS,
  socketHeartbeatMs: SOCKET_HEARTBEAT_MS,
  mapStyleUrl: '',
  mapTileUrl: '',
};

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function positiveOrZero(value: unknown, fallback: number): number {
  return value === 0 ? 0 : positive(value, fallback);
}

/** Keeps only known fields of the right type; anything missing falls back to the defaults. */
export function normaliseConfig(raw: unknown): PlayerConfig {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    commonBaseUrl: text(source.commonBaseUrl, DEFAULT_CONFIG.commonBaseUrl).replace(/\/+$/, ''),
    siteBaseUrl: text(source.siteBaseUrl, DEFAULT_CONFIG.siteBaseUrl).replace(/\/+$/, ''),
    socketUrl: text(source.socketUrl, DEFAULT_CONFIG.socketUrl),
    socketReconnectMs: positive(source.socketReconnectMs, DEFAULT_CONFIG.socketReconnectMs),
    socketHeartbeatMs: positiveOrZero(source.socketHeartbeatMs, DEFAULT_CONFIG.socketHeartbeatMs),
    mapStyleUrl: text(source.mapStyleUrl, DEFAULT_CONFIG.mapStyleUrl),
    mapTileUrl: text(source.mapTileUrl, DEFAULT_CONFIG.mapTileUrl),
  };
}

/**
 * Reads `config.json` relative to the page; a missing or broken file means the defaults. index.html
 * preloads it, so it comes with the scripts and this read takes that answer.
 */
export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<PlayerConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ...DEFAULT_CONFIG };
    return normaliseConfig(await response.json());
  } catch {
    return { ...DEFAULT_CONFIG };
  }
}
