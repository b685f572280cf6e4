import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedDataTime } from '../api/saved-data';
import { callKey, DataLayer, STALE_AFTER_INTERVALS, type Visibility } from './layer';
import type { CallRequest, CallSpec, RealtimeSource } from './types';

const call = (extra: Partial<CallSpec> = {}): CallSpec => ({
  base: 'site',
  path: '/front/x',
  payload: { projectId: 'p1' },
  ...extra,
});

/** A fetcher whose answers the test decides; it records every request and its abort signal. */
function scripted(answer: (request: CallRequest, n: number) => unknown = (_request, n) => n) {
  const requests: { request: CallRequest; signal: AbortSignal }[] = [];
  const fetcher = vi.fn(async (request: CallRequest, signal: AbortSignal) => {
    requests.push({ request, signal });
    const value = answer(request, requests.length);
    if (value instanceof Error) throw value;
    return value;
  });
  return { fetcher, requests };
}

/** A realtime source the test publishes on, and connects or disconnects. */
function fakeRealtime() {
  const listeners = new Map<string, Set<(body: unknown) => void>>();
  let connected = true;
  const watchers = new Set<(connected: boolean) => void>();
  const source: RealtimeSource = {
    subscribe(destination, onMessage) {
      const set = listeners.get(destination) ?? new Set();
      set.add(onMessage);
      listeners.set(destination, set);
      return () => set.delete(onMessage);
    },
    connected: () => connected,
    onConnectedChange(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
  const setConnected = (value: boolean) => {
    connected = value;
    for (const watcher of watchers) watcher(value);
  };
  const publish = (destination: string, body: unknown) => {
    for (const listener of listeners.get(destination) ?? []) listener(body);
  };
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { source, publish, count, setConnected };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A page visibility the test switches. */
function fakeVisibility() {
  let hidden = false;
  let onChange = () => {};
  const visibility: Visibility = {
    hidden: () => hidden,
    subscribe(listener) {
      onChange = listener;
      return () => {
        onChange = () => {};
      };
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    onChange();
  };
  return { visibility, set };
}

describe('data layer', () => {
  let layer: DataLayer;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 4, 1, 8, 0, 0));
  });
  afterEach(() => {
    layer?.dispose();
    vi.useRealTimers();
  });

  it('shares identical calls: one request and one state for every subscriber', async () => {
    const { fetcher } = scripted(() => ({ name: '甲' }));
    layer = new DataLayer({ fetcher });
    const a = layer.subscribe(call({ payload: { projectId: 'p1', areaId: '' } }));
    const b = layer.subscribe(call({ payload: { areaId: '', projectId: 'p1' } }));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(a.state).toBe(b.state);
    expect(a.state.value).toMatchObject({ data: { name: '甲' }, loading: false, error: null, stale: false });
  });

  it('keeps calls with another path, base or payload apart', async () => {
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher });
    layer.subscribe(call());
    layer.subscribe(call({ path: '/front/y' }));
    layer.subscribe(call({ base: 'common' }));
    layer.subscribe(call({ payload: { projectId: 'p2' } }));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(callKey(call())).not.toBe(callKey(call({ payload: { projectId: 'p2' } })));
  });

  it('starts loading and answers with the data; a paged call reads its records', async () => {
    const { fetcher } = scripted(() => ({ records: [1, 2], total: 2 }));
    layer = new DataLayer({ fetcher });
    const { state } = layer.subscribe(call({ reads: 'data.records' }));
    expect(state.value).toMatchObject({ loading: true, data: undefined, updatedAt: null });
    await flush();
    expect(state.value).toMatchObject({ loading: false, data: [1, 2], updatedAt: Date.now() });
  });

  it('reads again every interval, measured from the end of the previous read', async () => {
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher });
    const { state } = layer.subscribe(call({ refresh: { intervalMs: 5000 } }));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(state.value.data).toBe(4);
  });

  it('reads a call without interval once', async () => {
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher });
    layer.subscribe(call());
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a shared call reads on the shortest interval of its subscribers', async () => {
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher });
    layer.subscribe(call({ refresh: { intervalMs: 60_000 } }));
    await flush();
    const fast = layer.subscribe(call({ refresh: { intervalMs: 10_000 } }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    fast.release();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetcher).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(5);
  });

  it('requestCount limits the requests of a repeating call (0: unlimited)', async () => {
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher });
    layer.subscribe(call({ refresh: { intervalMs: 1000, count: 3 } }));
    layer.subscribe(call({ path: '/front/unlimited', refresh: { intervalMs: 1000, count: 0 } }));
    await vi.advanceTimersByTimeAsync(10_000);
    const paths = fetcher.mock.calls.map(([request]) => request.path);
    expect(paths.filter((path) => path === '/front/x')).toHaveLength(3);
    expect(paths.filter((path) => path === '/front/unlimited')).toHaveLength(11);
  });

  it('keeps the last good data on a failure, marks it stale, and clears the mark on the next good read', async () => {
    let down = false;
    const { fetcher } = scripted((_request, n) => (down ? new Error('网络错误') : { n }));
    layer = new DataLayer({ fetcher });
    const { state } = layer.subscribe(call({ refresh: { intervalMs: 5000 } }));
    await flush();
    const good = state.value;
    expect(good).toMatchObject({ data: { n: 1 }, stale: false });
    down = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.value).toMatchObject({
      data: { n: 1 },
      stale: true,
      error: '网络错误',
      updatedAt: good.updatedAt,
    });
    down = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.value).toMatchObject({ data: { n: 3 }, stale: false, error: null });
  });

  it('a failure before any data is an error, not stale; a read-once call retries with back-off', async () => {
    let down = true;
    const { fetcher } = scripted(() => (down ? new Error('HTTP 502') : 'ok'));
    layer = new DataLayer({ fetcher });
    const { state } = layer.subscribe(call());
    await flush();
    expect(state.value).toMatchObject({ data: undefined, loading: false, error: 'HTTP 502', stale: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9999);
    expect(fetcher).toHaveBeenCalledTimes(2);
    down = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(state.value).toMatchObject({ data: 'ok', error: null });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('reads every failing call at once when one of them answers again, not at the end of its back-off', async () => {
    let down = true;
    const { fetcher, requests } = scripted(() => (down ? new Error('HTTP 502') : 'ok'));
    layer = new DataLayer({ fetcher });
    const quick = layer.subscribe(call({ refresh: { intervalMs: 5_000 } }));
    const video = layer.subscribe(call({ path: '/front/play' }));
    // An outage of a minute: the read-once call has backed off to its longest wait.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(video.state.value).toMatchObject({ error: 'HTTP 502' });
    down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(quick.state.value).toMatchObject({ data: 'ok' });
    expect(video.state.value).toMatchObject({ data: 'ok', error: null });
    expect(requests.at(-1)?.request.path).toBe('/front/play');
  });

  it('a call failing alone keeps its back-off while the others answer', async () => {
    const { fetcher, requests } = scripted((request) =>
      request.path === '/front/gone' ? new Error('HTTP 404') : 'ok',
    );
    layer = new DataLayer({ fetcher });
    layer.subscribe(call({ refresh: { intervalMs: 1_000 } }));
    layer.subscribe(call({ path: '/front/gone' }));
    await vi.advanceTimersByTimeAsync(30_000);
    // 0, 5, 15 s: the back-off, untouched by the thirty good reads of the other call.
    expect(requests.filter(({ request }) => request.path === '/front/gone')).toHaveLength(3);
  });

  it('an unchanged answer keeps its data object but moves updatedAt', async () => {
    const { fetcher } = scripted(() => ({ rows: [1, 2, 3] }));
    layer = new DataLayer({ fetcher });
    const { state } = layer.subscribe(call({ refresh: { intervalMs: 1000 } }));
    await flush();
    const first = state.value;
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.value.data).toBe(first.data);
    expect(state.value.updatedAt).toBe((first.updatedAt ?? 0) + 1000);
  });

  it('throttle: realtime re-reads run at most once per throttle window', async () => {
    const realtime = fakeRealtime();
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    layer.subscribe(call({ refresh: { channels: ['/topic/timeLog/p1'], throttleMs: 10_000 } }));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) {
      realtime.publish('/topic/timeLog/p1', { i });
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a message during a read asks for one more read after it', async () => {
    const realtime = fakeRealtime();
    let resolve!: (value: unknown) => void;
    const fetcher = vi.fn((_request: CallRequest) => new Promise((done) => (resolve = done)));
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    layer.subscribe(call({ refresh: { channels: ['/topic/timeLog/p1'] } }));
    realtime.publish('/topic/timeLog/p1', {});
    realtime.publish('/topic/timeLog/p1', {});
    expect(fetcher).toHaveBeenCalledTimes(1);
    resolve(1);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('prepends pushed records to the list, one page long, without a request', async () => {
    const realtime = fakeRealtime();
    const { fetcher } = scripted(() => ({ records: ['b', 'c', 'd'] }));
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const { state } = layer.subscribe(
      call({
        reads: 'data.records',
        refresh: { channels: ['/topic/lpr/p1'], onMessage: 'prepend', keep: 3 },
      }),
    );
    await flush();
    realtime.publish('/topic/lpr/p1', 'a');
    expect(state.value.data).toEqual(['a', 'b', 'c']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stops listening and aborts the request when the last subscriber leaves', async () => {
    const realtime = fakeRealtime();
    const signals: AbortSignal[] = [];
    const fetcher = vi.fn((_request: CallRequest, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const spec = call({ refresh: { intervalMs: 1000, channels: ['/topic/timeLog/p1'] } });
    const a = layer.subscribe(spec);
    const b = layer.subscribe(spec);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(realtime.count()).toBe(1);
    a.release();
    a.release();
    expect(signals[0].aborted).toBe(false);
    b.release();
    expect(signals[0].aborted).toBe(true);
    expect(realtime.count()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose aborts requests, clears every timer and starts nothing afterwards', async () => {
    const realtime = fakeRealtime();
    const { fetcher, requests } = scripted();
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const { state } = layer.subscribe(
      call({ refresh: { intervalMs: 1000, channels: ['/topic/timeLog/p1'] } }),
    );
    layer.subscribe(call({ path: '/front/y', refresh: { intervalMs: 3000 } }));
    await flush();
    // Each repeating call: its next read and when its data will have grown too old.
    expect(vi.getTimerCount()).toBe(4);
    layer.subscribe(call({ path: '/front/z' }));
    layer.dispose();
    expect(requests[2].signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(realtime.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(state.value.data).toBe(1);
  });

  it('polls nothing while the page is hidden, and reads what came due at once when shown', async () => {
    const { fetcher } = scripted();
    const page = fakeVisibility();
    layer = new DataLayer({ fetcher, visibility: page.visibility });
    layer.subscribe(call({ refresh: { intervalMs: 5000 } }));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    page.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    page.set(false);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
  it('marks calls that realtime updates stale while the socket is down, and reads them again once back', async () => {
    const realtime = fakeRealtime();
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const pushed = layer.subscribe(
      call({ refresh: { intervalMs: 30_000, channels: ['/topic/timeLog/p1'], throttleMs: 3_000 } }),
    );
    const polled = layer.subscribe(call({ path: '/front/y', refresh: { intervalMs: 30_000 } }));
    await flush();
    expect(pushed.state.value).toMatchObject({ data: 1, stale: false, offline: false });

    realtime.setConnected(false);
    expect(pushed.state.value).toMatchObject({ data: 1, stale: true, offline: true });
    expect(polled.state.value).toMatchObject({ stale: false, offline: false });

    await vi.advanceTimersByTimeAsync(5_000);
    realtime.setConnected(true);
    await flush();
    // What was pushed while the socket was down is read at once.
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(pushed.state.value).toMatchObject({ data: 3, stale: false, offline: false });
  });

  it('reads the failing calls again as soon as the socket is back', async () => {
    const realtime = fakeRealtime();
    let down = false;
    const { fetcher } = scripted(() => (down ? new Error('HTTP 502') : 'ok'));
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const video = layer.subscribe(call({ path: '/front/play' }));
    await flush();
    down = true;
    realtime.setConnected(false);
    const polled = layer.subscribe(call({ path: '/front/y' }));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(polled.state.value).toMatchObject({ error: 'HTTP 502' });
    down = false;
    realtime.setConnected(true);
    await flush();
    expect(polled.state.value).toMatchObject({ data: 'ok', error: null });
    expect(video.state.value).toMatchObject({ data: 'ok' });
  });

  it('reads every call again once the socket is back, when the service worker answered from storage', async () => {
    const realtime = fakeRealtime();
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const polled = layer.subscribe(call({ path: '/front/y', refresh: { intervalMs: 600_000 } }));
    await flush();
    realtime.setConnected(false);
    savedDataTime.value = new Date(2026, 10, 29, 8, 0);
    try {
      realtime.setConnected(true);
      await flush();
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(polled.state.value).toMatchObject({ data: 2 });
    } finally {
      savedDataTime.value = null;
    }
  });

  it('a socket that has not connected yet marks nothing; a failed first attempt does', async () => {
    const realtime = fakeRealtime();
    realtime.setConnected(false);
    const { fetcher } = scripted();
    layer = new DataLayer({ fetcher, realtime: realtime.source });
    const { state } = layer.subscribe(call({ refresh: { channels: ['/topic/timeLog/p1'] } }));
    await flush();
    expect(state.value).toMatchObject({ data: 1, stale: false });
    realtime.setConnected(false);
    expect(state.value).toMatchObject({ data: 1, stale: true, offline: true });
  });

  it(`marks data not updated for ${STALE_AFTER_INTERVALS} intervals stale, and fresh again on the next read`, async () => {
    const { fetcher } = scripted();
    const page = fakeVisibility();
    layer = new DataLayer({ fetcher, visibility: page.visibility });
    const { state } = layer.subscribe(call({ refresh: { intervalMs: 10_000 } }));
    await flush();
    // Hidden, the wall reads nothing: its data ages.
    page.set(true);
    await vi.advanceTimersByTimeAsync(STALE_AFTER_INTERVALS * 10_000 - 10);
    expect(state.value).toMatchObject({ data: 1, stale: false });
    await vi.advanceTimersByTimeAsync(20);
    expect(state.value).toMatchObject({ data: 1, stale: true, offline: false, error: null });
    page.set(false);
    await flush();
    expect(state.value).toMatchObject({ data: 2, stale: false });
  });

  it('a pushed record keeps a list fresh: only a missing push or read ages it', async () => {
    const realtime = fakeRealtime();
    const { fetcher } = scripted(() => [{ id: 'old' }]);
    const page = fakeVisibility();
    layer = new DataLayer({ fetcher, realtime: realtime.source, visibility: page.visibility });
    const { state } = layer.subscribe(
      call({
        refresh: {
          intervalMs: 10_000,
          channels: ['/topic/sendLrpEquipmentTimeLog/p1'],
          onMessage: 'prepend',
          keep: 2,
        },
      }),
    );
    await flush();
    page.set(true);
    await vi.advanceTimersByTimeAsync(15_000);
    realtime.publish('/topic/sendLrpEquipmentTimeLog/p1', { id: 'new' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(state.value).toMatchObject({ data: [{ id: 'new' }, { id: 'old' }], stale: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.value.stale).toBe(true);
  });
});
