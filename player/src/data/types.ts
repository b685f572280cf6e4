/** One server call: `POST <base><path>` with `payload` as the JSON body. */
export interface CallRequest {
  /** Which configured base the path is under (config.json's commonBaseUrl or siteBaseUrl). */
  base: 'common' | 'site';
  path: string;
  payload: unknown;
}

/** How often a call is read again, and what realtime messages do to it. */
export interface RefreshSpec {
  /** Read again so many ms after the last read ended; null or absent: read once. */
  intervalMs?: number | null;
  /** Requests in all, the first and failed ones included; 0 or absent: unlimited (`requestCount`). */
  count?: number;
  /** At most one request per so many ms, whatever triggers it. */
  throttleMs?: number;
  /** Realtime destinations whose messages affect the call (e.g. `/topic/timeLog/<projectId>`). */
  channels?: readonly string[];
  /** What a message does: read the call again (default), or put the pushed records first in the list. */
  onMessage?: 'reread' | 'prepend';
  /** A list that messages prepend to keeps at most this many items. */
  keep?: number;
}

/** What a widget asks the data layer for. Calls with the same request share one read and one state. */
export interface CallSpec extends CallRequest {
  /** Where the answer holds what widgets show: all of it (default), or its `records` (paged lists). */
  reads?: 'data' | 'data.records';
  refresh?: RefreshSpec;
}

/** Performs one call and returns the envelope's `data`; rejects on any failure. */
export type Fetcher = (call: CallRequest, signal: AbortSignal) => Promise<unknown>;

/** The realtime channels (STOMP topics), as the data layer listens to them. */
export interface RealtimeSource {
  /** Listens to a destination; `onMessage` gets each message's parsed body. Returns how to stop. */
  subscribe(destination: string, onMessage: (body: unknown) => void): () => void;
  /** Whether messages can arrive now; a source without it is taken as always connected. */
  connected?(): boolean;
  /** Calls back on every connect and loss; answers how to stop. */
  onConnectedChange?(listener: (connected: boolean) => void): () => void;
}

/** The state of one call as widgets see it. */
export interface CallState<T = unknown> {
  /** The last good answer, kept through failures; undefined until the first one. */
  data: T | undefined;
  /** No answer yet (neither data nor error) and a read is due. */
  loading: boolean;
  /** Message of the latest failed read; null once a read succeeds. */
  error: string | null;
  /**
   * The data shown may be out of date: the latest read failed, the realtime socket that updates it is
   * down (`offline`), or it has not been updated for longer than STALE_AFTER_INTERVALS intervals.
   */
  stale: boolean;
  /** The call is updated by realtime messages and the socket is down: pushes are being missed. */
  offline?: boolean;
  /** When the data was last read or pushed (ms since epoch); null before the first answer. */
  updatedAt: number | null;
}
