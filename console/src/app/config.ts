import {
  configFields,
  DEFAULT_RUNTIME_CONFIG,
  fetchConfigJson,
  normaliseRuntimeConfig,
  type RuntimeConfig,
} from '@site/shared-schema';

/** The console's `config.json`: the player's bases and maps, and whether to keep an error log. */
export interface ConsoleConfig extends RuntimeConfig {
  /** Keep unhandled errors in the /error-log list (seed 000 §8: only where the environment enables it). */
  errorLog?: boolean;
}

export const DEFAULT_CONFIG: ConsoleConfig = DEFAULT_RUNTIME_CONFIG;

export function normaliseConfig(raw: unknown): ConsoleConfig {
  return { ...normaliseRuntimeConfig(raw), errorLog: configFields(raw).errorLog === true };
}

/** A missing or broken file means the defaults: the console then talks to its own origin. */
export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<ConsoleConfig> {
  return normaliseConfig(await fetchConfigJson(url));
}
