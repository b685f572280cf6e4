import type { WorkerApi } from './api';

/** The worker's functions, all async (each call is a message round trip). */
export type AsyncChartWorker = {
  [K in keyof WorkerApi]: (...args: Parameters<WorkerApi[K]>) => Promise<ReturnType<WorkerApi[K]>>;
};

let instance: Promise<AsyncChartWorker> | null = null;

/**
 * The shared chart worker, created on first use (comlink and the worker load only when a chart needs
 * them). Where module workers are unavailable (old WebViews, tests) the same functions run in place.
 */
export function chartWorker(): Promise<AsyncChartWorker> {
  if (!instance) instance = create();
  return instance;
}

async function inPlace(): Promise<AsyncChartWorker> {
  const { workerApi } = await import('./api');
  const api = {} as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const [name, fn] of Object.entries(workerApi)) {
    api[name] = async (...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args);
  }
  return api as unknown as AsyncChartWorker;
}

async function create(): Promise<AsyncChartWorker> {
  if (typeof Worker === 'undefined' || import.meta.env?.MODE === 'test') return inPlace();
  try {
    const { wrap } = await import('comlink');
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'chart-worker',
    });
    return wrap<WorkerApi>(worker) as unknown as AsyncChartWorker;
  } catch {
    return inPlace();
  }
}
