import { type Signal, signal } from '@preact/signals';
import { ApiError, type Credentials, joinUrl, postJson } from '../api/client';
import type { PlayerConfig } from '../app/config';
import { DataLayer } from '../data/layer';
import type { Fetcher, RealtimeSource } from '../data/types';
import type { Runtime } from './context';
import { LinkageBus } from './linkage';

export interface Toast {
  id: number;
  text: string;
}

/** Seconds a toast (an event's `alert`) stays. */
export const TOAST_MS = 3_000;

export function createHttpFetcher(
  config: PlayerConfig,
  credentials: Credentials,
  onUnauthorized?: (error: ApiError) => void,
): Fetcher {
  return async (call, signal) => {
    const base = call.base === 'common' ? config.commonBaseUrl : config.siteBaseUrl;
    try {
      return await postJson(joinUrl(base, call.path), call.payload, { ...credentials, signal });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'envelope' && error.code === 401)
        onUnauthorized?.(error);
      throw error;
    }
  };
}

export interface ServicesOptions {
  config: PlayerConfig;
  projectId: string;
  orgId?: string;
  areaId?: string;
  live: boolean;
  fetcher: Fetcher;
  realtime?: RealtimeSource | null;
}

export interface Services {
  runtime: Runtime;
  layer: DataLayer;
  /** The stage scale the Stage writes and canvases read. */
  scale: Signal<number>;
  toasts: Signal<Toast[]>;
  dispose(): void;
}

/** The data layer, linkage bus and toasts of one mounted screen (or one designer widget). */
export function createServices(options: ServicesOptions): Services {
  const layer = new DataLayer({ fetcher: options.fetcher, realtime: options.realtime ?? null });
  const linkage = options.live ? new LinkageBus() : null;
  const toasts = signal<Toast[]>([]);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let nextId = 1;
  const scale = signal(1);
  const runtime: Runtime = {
    config: options.config,
    projectId: options.projectId,
    orgId: options.orgId ?? '',
    areaId: options.areaId ?? '',
    live: options.live,
    scale,
    linkage,
    notify(text: string) {
      const toast = { id: nextId++, text: String(text).slice(0, 500) };
      toasts.value = [...toasts.value.slice(-2), toast];
      const timer = setTimeout(() => {
        timers.delete(timer);
        toasts.value = toasts.value.filter((item) => item.id !== toast.id);
      }, TOAST_MS);
      timers.add(timer);
    },
  };
  return {
    runtime,
    layer,
    scale,
    toasts,
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      linkage?.dispose();
      layer.dispose();
    },
  };
}
