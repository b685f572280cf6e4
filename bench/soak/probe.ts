import type { BrowserContext, CDPSession } from '@playwright/test';
import { heapSnapshot } from '../support/heap-diff';

/**
 * Runs in the wall before its own scripts, after the fake clock: counts the timeouts waiting to fire
 * and the intervals not cleared, which no protocol call reports.
 */
function countTimers(): void {
  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  const patched = window as unknown as Record<string, unknown>;
  patched.setTimeout = (handler: unknown, ms?: number, ...rest: unknown[]) => {
    const run =
      typeof handler === 'function'
        ? (...args: unknown[]) => {
            timeouts.delete(id);
            return handler(...args);
          }
        : handler;
    const id = set(run as TimerHandler, ms, ...rest);
    timeouts.add(id);
    return id;
  };
  patched.clearTimeout = (id: number | undefined) => {
    timeouts.delete(id);
    clear(id);
  };
  patched.setInterval = (handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = every(handler, ms, ...rest);
    intervals.add(id);
    return id;
  };
  patched.clearInterval = (id: number | undefined) => {
    intervals.delete(id);
    stop(id);
  };
  patched.__soakTimers = () => ({ timeouts: timeouts.size, intervals: intervals.size });
}

/**
 * The wall's workers, attached through the page's own DevTools session (Playwright's is its own): answers
 * a function that collects their garbage and sums their used heaps.
 */
async function workerHeaps(cdp: CDPSession): Promise<() => Promise<number>> {
  const sessions = new Set<string>();
  const replies = new Map<number, (result: { usedSize?: number }) => void>();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') sessions.add(sessionId);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    if (sessionId) sessions.delete(sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as { id?: number; result?: { usedSize?: number } };
    if (reply.id === undefined) return;
    replies.get(reply.id)?.(reply.result ?? {});
    replies.delete(reply.id);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const ask = (sessionId: string, method: string) =>
    new Promise<{ usedSize?: number }>((resolve) => {
      const id = nextId++;
      replies.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
  return async () => {
    let used = 0;
    for (const sessionId of sessions) {
      await ask(sessionId, 'HeapProfiler.collectGarbage');
      used += (await ask(sessionId, 'Runtime.getHeapUsage')).usedSize ?? 0;
    }
    return used;
  };
}

export interface WallSample {
  heapMb: number;
  /** The heaps of the wall's workers (charts, map tiles) together, after GC. */
  workerMb: number;
  nodes: number;
  listeners: number;
  timeouts: number;
  intervals: number;
  sockets: number;
  /** Sockets opened since the previous sample (reconnects). */
  opened: number;
  /** Widgets marked stale or failed, and whether the lost-connection note shows. */
  stale: number;
  notice: boolean;
  /** Data calls answered, failed and cancelled by the wall itself since the previous sample. */
  answered: number;
  failed: number;
  aborted: number;
}

/** Until `done()` holds, looked at every 5 ms, or `limitMs` has passed. */
async function until(done: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

const DATA_CALL = /\/front\/|\/common\//;
/** A camera's live stream runs until its cell rotates or fails: not a call a step waits for. */
const STREAM = /\/live\//;

/** One wall in a browser context of its own (the fake clock is per context), with what it is probed by. */
export async function openWall(context: BrowserContext, start: number) {
  await context.clock.install({ time: start });
  await context.addInitScript(countTimers);
  const page = await context.newPage();
  const errors: string[] = [];
  let pending = 0;
  let sockets = 0;
  /** What happened since the previous sample. */
  const counts = { answered: 0, failed: 0, aborted: 0, opened: 0 };
  /** Failed data calls by path and reason, over the whole run. */
  const failures = new Map<string, number>();
  const fail = (url: string, reason: string) => {
    counts.failed += 1;
    const key = `${new URL(url).pathname} ${reason}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  page.on('pageerror', (error) => errors.push(error.message));
  const waited = (url: string) => !STREAM.test(url);
  page.on('request', (request) => {
    if (waited(request.url())) pending += 1;
  });
  page.on('requestfinished', async (request) => {
    if (!waited(request.url())) return;
    pending -= 1;
    if (!DATA_CALL.test(request.url())) return;
    // The run may end while a response is still being read.
    const response = await request.response().catch(() => null);
    if (response?.ok()) counts.answered += 1;
    else fail(request.url(), `HTTP ${response?.status()}`);
  });
  page.on('requestfailed', (request) => {
    if (!waited(request.url())) return;
    pending -= 1;
    if (!DATA_CALL.test(request.url())) return;
    const reason = request.failure()?.errorText ?? 'failed';
    // The wall's own cancellations: a carousel moved on, or a call's last widget went, mid-read.
    if (reason === 'net::ERR_ABORTED') counts.aborted += 1;
    else fail(request.url(), reason);
  });
  page.on('websocket', (socket) => {
    sockets += 1;
    counts.opened += 1;
    socket.on('close', () => {
      sockets -= 1;
    });
  });
  const cdp: CDPSession = await context.newCDPSession(page);
  const workers = await workerHeaps(cdp);
  /** Widgets marked stale or failed, and whether the lost-connection note shows. */
  const marks = () =>
    page.evaluate(() => ({
      stale: document.querySelectorAll(
        '.pw-component [data-state="stale"], .pw-component [data-state="error"]',
      ).length,
      notice: document.querySelector('.pw-connection-lost') !== null,
    }));
  return {
    page,
    errors,
    failures,
    /** Until the wall's sockets have closed (a server killed). */
    cutOff: () => until(() => sockets === 0, 10_000),
    /** Until the calls the last step started have answered (a server that is down fails them at once). */
    settled: () => until(() => pending === 0, 5_000),
    async sample(): Promise<WallSample> {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const workerMb = (await workers()) / 1024 / 1024;
      const counters = await cdp.send('Memory.getDOMCounters');
      const timers = await page.evaluate(() =>
        (window as unknown as { __soakTimers(): { timeouts: number; intervals: number } }).__soakTimers(),
      );
      const shown = await marks();
      const sample = {
        heapMb: usedSize / 1024 / 1024,
        workerMb,
        nodes: counters.nodes,
        listeners: counters.jsEventListeners,
        ...timers,
        sockets,
        ...shown,
        ...counts,
      };
      Object.assign(counts, { answered: 0, failed: 0, aborted: 0, opened: 0 });
      return sample;
    },
    marks,
    /** A heap snapshot of the wall, as DevTools saves it. */
    snapshot: () => heapSnapshot(cdp),
  };
}

export type Wall = Awaited<ReturnType<typeof openWall>>;
