/**
 * What the console and the player both read at boot from `config.json` beside their `index.html`, so one
 * build can be pointed at any backend that speaks the contract (no rebuild to re-point).
 */
export interface RuntimeConfig {
  /** Base of the common calls (auth, user, dictionary, file); empty = same origin. */
  commonBaseUrl: string;
  /** Base of the site calls (`/front/site...`, the screen, the relay); empty = same origin. */
  siteBaseUrl: string;
  /** STOMP-over-SockJS endpoint of the realtime channels. */
  socketUrl: string;
  /** A MapLibre style URL; empty = `mapTileUrl`, else the offline dark basemap shipped with the player. */
  mapStyleUrl: string;
  /** An XYZ raster tile URL with {z}, {x} and {y}, used when there is no style URL. */
  mapTileUrl: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  commonBaseUrl: '',
  siteBaseUrl: '',
  socketUrl: '/realtime',
  mapStyleUrl: '',
  mapTileUrl: '',
};

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

/** The fields of a parsed `config.json`, or none when it is not an object. */
export function configFields(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/** Keeps the known string fields, trimmed (bases without a trailing slash); the rest are the defaults. */
export function normaliseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = configFields(raw);
  const defaults = DEFAULT_RUNTIME_CONFIG;
  return {
    commonBaseUrl: text(source.commonBaseUrl, defaults.commonBaseUrl).replace(/\/+$/, ''),
    siteBaseUrl: text(source.siteBaseUrl, defaults.siteBaseUrl).replace(/\/+$/, ''),
    socketUrl: text(source.socketUrl, defaults.socketUrl),
    mapStyleUrl: text(source.mapStyleUrl, defaults.mapStyleUrl),
    mapTileUrl: text(source.mapTileUrl, defaults.mapTileUrl),
  };
}

/**
 * Always asked again: a deployment re-points a build by editing the file. (This package compiles against
 * Node's RequestInit type, which lacks the browsers' `cache`.)
 */
const NOT_CACHED = { cache: 'no-store' } as RequestInit;

/** `config.json` as parsed JSON; null when it is missing or broken, which means the defaults. */
export async function fetchConfigJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, NOT_CACHED);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
