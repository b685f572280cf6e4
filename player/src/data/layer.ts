import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { savedDataTime } from '../api/saved-data';
import { retryDelay } from '../app/boot';
import type { CallRequest, CallSpec, CallState, Fetcher, RealtimeSource, RefreshSpec } from './types';

/** The state of no call at all. */
export const IDLE: CallState = Object.freeze({
  data: undefined,
  loading: false,
  error: null,
  stale: false,
  updatedAt: null,
});

/**
 * Data not updated for this many of its call's intervals is marked stale: a read that hangs, or a
 * page whose reads were held back while hidden.
 */
export const STALE_AFTER_INTERVALS = 2;

/** The state of a call before its first answer. */
export const LOADING: CallState = Object.freeze({ ...IDLE, loading: true });

/** JSON with object keys sorted, so payloads that differ only in key order are the same call. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Identity of a call: calls with the same key share one request and one state. */
export function callKey(spec: CallSpec): string {
  return `${spec.base} ${spec.path} ${spec.reads ?? 'data'} ${stableJson(spec.payload ?? null)}`;
}

/** Whether the page is shown: a hidden wall (a switched-off input, a background tab) polls nothing. */
export interface Visibility {
  hidden(): boolean;
  /** Calls back on every change; answers how to stop. */
  subscribe(onChange: () => void): () => void;
}

/** The page's own visibility, where there is a document. */
export const documentVisibility: Visibility | null =
  typeof document === 'undefined'
    ? null
    : {
        hidden: () => document.hidden,
        subscribe(onChange) {
          document.addEventListener('visibilitychange', onChange);
          return () => document.removeEventListener('visibilitychange', onChange);
        },
      };

export interface DataLayerOptions {
  fetcher: Fetcher;
  realtime?: RealtimeSource | null;
  visibility?: Visibility | null;
}

export interface Subscription {
  state: ReadonlySignal<CallState>;
  /** Stops this subscriber's interest; the last one out stops the call. */
  release(): void;
}

interface Policy {
  intervalMs: number | null;
  count: number;
  throttleMs: number;
}

/** One shared call and everything that schedules it. */
interface Entry {
  key: string;
  request: CallRequest;
  reads: CallSpec['reads'];
  state: Signal<CallState>;
  subscribers: Set<RefreshSpec>;
  /** Realtime destination → how to stop listening. */
  listeners: Map<string, () => void>;
  requests: number;
  /** Failed reads in a row (for the retry back-off). */
  failures: number;
  lastStart: number;
  lastEnd: number;
  /** A read was asked for (first subscriber, realtime message) and has not started yet. */
  wanted: boolean;
  controller: AbortController | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** When the data will have grown too old (see STALE_AFTER_INTERVALS). */
  ageTimer: ReturnType<typeof setTimeout> | null;
}

/**
 * The one data layer of a mounted screen: every widget's calls go through it. Identical calls are
 * shared (one request, one state signal, reference-counted subscribers); one scheduler per call reads
 * it on its interval, on realtime messages and on retries, never more often than its throttle. A
 * failed read keeps the last good data and marks it stale; so do a lost realtime socket (for calls its
 * messages update, which read again once it is back) and data older than its refresh promises.
 */
export class DataLayer {
  private readonly fetcher: Fetcher;
  private readonly realtime: RealtimeSource | null;
  private readonly entries = new Map<string, Entry>();
  private readonly visibility: Visibility | null;
  private readonly stopWatching: () => void;
  private readonly stopConnection: () => void;
  /** The realtime socket was lost and is not back yet (a source that never connected is not lost). */
  private offline = false;
  private disposed = false;

  constructor(options: DataLayerOptions) {
    this.fetcher = options.fetcher;
    this.realtime = options.realtime ?? null;
    this.visibility = options.visibility === undefined ? documentVisibility : options.visibility;
    // Shown again: every call whose time came while hidden reads at once, the others keep their time.
    this.stopWatching = this.visibility?.subscribe(() => this.planAll()) ?? (() => {});
    this.stopConnection =
      this.realtime?.onConnectedChange?.((connected) => this.connectionChanged(connected)) ?? (() => {});
  }

  /** Subscribes to a call: the first subscriber starts it, later ones share its request and state. */
  subscribe(spec: CallSpec): Subscription {
    const entry = this.entryOf(spec);
    // Each subscription is its own object, so two subscribers with equal policies count twice.
    const refresh: RefreshSpec = { ...spec.refresh };
    entry.subscribers.add(refresh);
    this.listen(entry);
    this.plan(entry);
    return {
      state: entry.state,
      release: () => {
        if (!entry.subscribers.delete(refresh)) return;
        if (entry.subscribers.size === 0) this.drop(entry);
        else {
          this.listen(entry);
          this.plan(entry);
        }
      },
    };
  }

  /** Aborts every request, clears every timer and stops every realtime listener. */
  dispose(): void {
    this.disposed = true;
    this.stopWatching();
    this.stopConnection();
    for (const entry of [...this.entries.values()]) this.drop(entry);
  }

  private planAll(): void {
    for (const entry of this.entries.values()) this.plan(entry);
  }

  /** The shared entry of a call, made (and due for a first read) if none exists. */
  private entryOf(spec: CallSpec): Entry {
    const key = callKey(spec);
    const existing = this.entries.get(key);
    if (existing) return existing;
    const entry: Entry = {
      key,
      request: { base: spec.base, path: spec.path, payload: spec.payload },
      reads: spec.reads,
      state: signal(LOADING),
      subscribers: new Set(),
      listeners: new Map(),
      requests: 0,
      failures: 0,
      lastStart: Number.NEGATIVE_INFINITY,
      lastEnd: Number.NEGATIVE_INFINITY,
      wanted: true,
      controller: null,
      timer: null,
      ageTimer: null,
    };
    this.entries.set(key, entry);
    return entry;
  }

  private drop(entry: Entry): void {
    entry.controller?.abort();
    entry.controller = null;
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
    if (entry.ageTimer !== null) clearTimeout(entry.ageTimer);
    entry.ageTimer = null;
    for (const stop of entry.listeners.values()) stop();
    entry.listeners.clear();
    entry.subscribers.clear();
    if (this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
  }

  /** Schedules the next read of an entry from its subscribers' policies (none while one runs). */
  private plan(entry: Entry): void {
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
    if (this.disposed || entry.controller || entry.subscribers.size === 0) return;
    if (this.visibility?.hidden()) return;
    const policy = policyOf(entry.subscribers);
    if (policy.count > 0 && entry.requests >= policy.count) return;
    let due: number;
    if (entry.wanted) due = Date.now();
    else if (entry.failures > 0)
      // A wall recovers from network loss sooner than a slow interval would.
      due =
        entry.lastEnd +
        Math.min(policy.intervalMs ?? Number.POSITIVE_INFINITY, retryDelay(entry.failures - 1));
    else if (policy.intervalMs !== null) due = entry.lastEnd + policy.intervalMs;
    else return;
    const wait = Math.max(due, entry.lastStart + policy.throttleMs) - Date.now();
    if (wait <= 0) void this.read(entry);
    else
      entry.timer = setTimeout(() => {
        entry.timer = null;
        // Hidden since the timer was set: the read waits for the page to show again.
        if (!this.visibility?.hidden()) void this.read(entry);
      }, wait);
  }

  private async read(entry: Entry): Promise<void> {
    const controller = new AbortController();
    entry.controller = controller;
    entry.wanted = false;
    entry.requests += 1;
    entry.lastStart = Date.now();
    try {
      const answer = await this.fetcher(entry.request, controller.signal);
      if (controller.signal.aborted) return;
      if (entry.failures > 0) this.serverAnswered(entry);
      entry.failures = 0;
      const data = pick(answer, entry.reads);
      const previous = entry.state.value;
      this.update(entry, {
        // An unchanged answer keeps its object, so views memoised on the data do not redo their work.
        data: previous.data !== undefined && sameJson(previous.data, data) ? previous.data : data,
        loading: false,
        error: null,
        updatedAt: Date.now(),
      });
    } catch (reason) {
      if (controller.signal.aborted) return;
      entry.failures += 1;
      this.update(entry, {
        loading: false,
        error: reason instanceof Error ? reason.message : String(reason),
      });
    }
    entry.controller = null;
    entry.lastEnd = Date.now();
    this.plan(entry);
  }

  /** Listens to the destinations the subscribers name, and to no others. */
  private listen(entry: Entry): void {
    const wanted = new Set<string>();
    for (const refresh of entry.subscribers)
      for (const channel of refresh.channels ?? []) wanted.add(channel);
    for (const [destination, stop] of entry.listeners) {
      if (wanted.has(destination)) continue;
      stop();
      entry.listeners.delete(destination);
    }
    if (this.disposed || !this.realtime) return;
    for (const destination of wanted) {
      if (entry.listeners.has(destination)) continue;
      entry.listeners.set(
        destination,
        this.realtime.subscribe(destination, (body) => this.message(entry, destination, body)),
      );
    }
  }

  /**
   * Sets an entry's state with its staleness worked out again, and plans when its data will have grown
   * too old. An unchanged state keeps its object (no re-render).
   */
  private update(entry: Entry, change: Partial<CallState>): void {
    const previous = entry.state.value;
    const next = { ...previous, ...change };
    const { intervalMs } = policyOf(entry.subscribers);
    const maxAge = intervalMs === null ? null : STALE_AFTER_INTERVALS * intervalMs;
    const age = next.updatedAt === null ? 0 : Date.now() - next.updatedAt;
    const offline = next.updatedAt !== null && this.offline && entry.listeners.size > 0;
    next.offline = offline;
    next.stale =
      next.updatedAt !== null && (entry.failures > 0 || offline || (maxAge !== null && age > maxAge));
    if (entry.ageTimer !== null) clearTimeout(entry.ageTimer);
    entry.ageTimer = null;
    if (maxAge !== null && next.updatedAt !== null && !next.stale && !this.disposed)
      entry.ageTimer = setTimeout(
        () => {
          entry.ageTimer = null;
          this.update(entry, {});
        },
        maxAge - age + 1,
      );
    const changed = (Object.keys(next) as (keyof CallState)[]).some((key) => next[key] !== previous[key]);
    if (changed) entry.state.value = next;
  }

  /**
   * The socket went down (calls it updates are marked stale) or came back: subscriptions are restored
   * by the client, and those calls read again for what was pushed meanwhile.
   */
  private connectionChanged(connected: boolean): void {
    const recovered = connected && this.offline;
    this.offline = !connected;
    // What the wall's service worker answered from storage while the server was away is read again.
    const reread = recovered && savedDataTime.peek() !== null;
    for (const entry of this.entries.values()) {
      if (entry.listeners.size === 0 && !reread) continue;
      this.update(entry, {});
      if (recovered) {
        entry.wanted = true;
        this.plan(entry);
      }
    }
    if (recovered) this.serverAnswered(null);
  }

  /**
   * A failing call answered again, or the socket came back: the server is back, so the other failing
   * calls read now instead of at the end of their back-off (up to a minute, a wall's video addresses
   * among them). A call failing alone (a wrong path) keeps its back-off: only a recovery triggers this.
   */
  private serverAnswered(recovered: Entry | null): void {
    for (const entry of this.entries.values()) {
      if (entry === recovered || entry.failures === 0 || entry.controller) continue;
      entry.wanted = true;
      this.plan(entry);
    }
  }

  private message(entry: Entry, destination: string, body: unknown): void {
    if (this.entries.get(entry.key) !== entry) return;
    let prepend: RefreshSpec | null = null;
    let reread = false;
    for (const refresh of entry.subscribers) {
      if (!refresh.channels?.includes(destination)) continue;
      if (refresh.onMessage === 'prepend') prepend = refresh;
      else reread = true;
    }
    const previous = entry.state.value;
    if (prepend && Array.isArray(previous.data)) {
      const pushed = Array.isArray(body) ? body : [body];
      const list = [...pushed, ...previous.data];
      this.update(entry, {
        data: prepend.keep && prepend.keep > 0 ? list.slice(0, prepend.keep) : list,
        updatedAt: Date.now(),
      });
    }
    if (reread) {
      entry.wanted = true;
      this.plan(entry);
    }
  }
}

/**
 * The policy of a shared call: the shortest interval any subscriber wants, the longest throttle, and
 * no request limit if any repeating subscriber has none.
 */
function policyOf(subscribers: Iterable<RefreshSpec>): Policy {
  let intervalMs: number | null = null;
  let count: number | null = null;
  let throttleMs = 0;
  for (const refresh of subscribers) {
    throttleMs = Math.max(throttleMs, refresh.throttleMs ?? 0);
    const interval = refresh.intervalMs ?? 0;
    if (!(interval > 0)) continue;
    intervalMs = intervalMs === null ? interval : Math.min(intervalMs, interval);
    const limit = refresh.count ?? 0;
    count = count === 0 || limit <= 0 ? 0 : Math.max(count ?? 0, limit);
  }
  return { intervalMs, count: count ?? 0, throttleMs };
}

/** What widgets show of an answer; a good answer is never undefined (that means "none yet"). */
function pick(answer: unknown, reads: CallSpec['reads']): unknown {
  if (reads !== 'data.records') return answer ?? null;
  return answer && typeof answer === 'object' ? ((answer as { records?: unknown }).records ?? null) : null;
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
