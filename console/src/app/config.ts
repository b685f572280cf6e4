/**
 * Runtime configuration read at boot from `config.json` beside `index.html`, so a built console can be
 * re-pointed at another backend without a rebuild.
 */
export interface ConsoleConfig {
  /** Base of the common calls (auth, user, dictionary, file); empty means same origin. */
  commonBaseUrl: string;
  /** Base of the site calls; empty means same origin. */
  siteBaseUrl: string;
  /** STOMP-over-SockJS endpoint of the realtime channels. */
  socketUrl: string;
  /** Keep unhandled errors in the /error-log list (seed 000 §8: only where the environment enables it). */
  errorLog?: boolean;
  /** The maps' base, as the player reads it: a MapLibre style URL, else an XYZ raster tile URL. */
  mapStyleUrl: string;
  mapTileUrl: string;
}

export const DEFAULT_CONFIG: ConsoleConfig = {
  commonBaseUrl: '',
  siteBaseUrl: '',
  socketUrl: '/realtime',
  mapStyleUrl: '',
  mapTileUrl: '',
};

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

/** Keeps the known string fields; anything missing falls back to the defaults. */
export function normaliseConfig(raw: unknown): ConsoleConfig {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    commonBaseUrl: text(source.commonBaseUrl, DEFAULT_CONFIG.commonBaseUrl).replace(/\/+$/, ''),
    siteBaseUrl: text(source.siteBaseUrl, DEFAULT_CONFIG.siteBaseUrl).replace(/\/+$/, ''),
    socketUrl: text(source.socketUrl, DEFAULT_CONFIG.socketUrl),
    errorLog: source.errorLog === true,
    mapStyleUrl: text(source.mapStyleUrl, DEFAULT_CONFIG.mapStyleUrl),
    mapTileUrl: text(source.mapTileUrl, DEFAULT_CONFIG.mapTileUrl),
  };
}

/** A missing or broken file means the defaults: the console then talks to its own origin. */
export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<ConsoleConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ...DEFAULT_CONFIG };
    return normaliseConfig(await response.json());
  } catch {
    return { ...DEFAULT_CONFIG };
  }
}
