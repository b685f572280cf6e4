import { type DataSourceRequest, refusedDataSourcePath } from '@site/shared-schema';
import { RELAY_PATH } from '../api/screen';
import type { CallSpec, RefreshSpec } from './types';

/** A repeating data source reads no more often than this, whatever its `time` says. */
export const MIN_SOURCE_INTERVAL_MS = 1_000;

/** Fields of an answer object whose value is the text to show, in order of preference. */
const TEXT_FIELDS = ['text', 'value', 'content', 'data'] as const;
/** How deep sourceText looks into nested answer objects. */
const TEXT_DEPTH = 3;

type Pair = [string, string];

const isPair = (item: unknown): item is Pair => Array.isArray(item) && typeof item[0] === 'string';

/** The pairs of a request with a name (a new row is one empty pair). */
function namedPairs(data: DataSourceRequest['data']): Pair[] {
  return (Array.isArray(data) ? data : [])
    .filter(isPair)
    .filter(([name]) => name.trim() !== '')
    .map(([name, value]) => [name.trim(), value == null ? '' : String(value)]);
}

/**
 * The parameters of a data source by its `paramType`: `object` → `{ name: value }`; `array` → the
 * values (empty items left out: a new row is one empty item); `string` → a query string
 * `name=value&…`; none chosen → no parameters (`{}`).
 */
export function sourceParams(request: Pick<DataSourceRequest, 'paramType' | 'data'>): unknown {
  switch (request.paramType) {
    case 'object':
      return Object.fromEntries(namedPairs(request.data));
    case 'array':
      return (Array.isArray(request.data) ? request.data : [])
        .map((item) => (isPair(item) ? item[1] : item))
        .filter((item): item is string => typeof item === 'string' && item !== '');
    case 'string':
      return new URLSearchParams(namedPairs(request.data)).toString();
    default:
      return {};
  }
}

/** Timed repeat (`series`) every `time` ms, `requestCount` requests in all (0 unlimited); else once. */
function sourceRefresh(request: DataSourceRequest): RefreshSpec {
  if (request.series !== true) return { intervalMs: null };
  const time = Number(request.time);
  const count = Number(request.requestCount);
  return {
    intervalMs: Math.max(MIN_SOURCE_INTERVAL_MS, Number.isFinite(time) ? time : 0),
    count: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0,
  };
}

/**
 * The call of a component's data source, or null without one (no request, or an empty url). A path
 * (`/front/…`) is a call of the site API itself, with the parameters as its body; any other url is a
 * remote one, relayed by the server (`/front/relay` `{ url, method, params }`, the remote answer as
 * `data`) because a wall may not call other hosts from the browser. A url without a scheme is http.
 * A site path other than the read-only site-data calls is never called (READABLE_SITE_PATHS): the
 * document's author must not act with the rights of whoever plays or edits it.
 */
export function sourceCall(request: DataSourceRequest | undefined | null): CallSpec | null {
  const url = typeof request?.url === 'string' ? request.url.trim() : '';
  if (!request || !url || refusedDataSourcePath(url)) return null;
  const params = sourceParams(request);
  const refresh = sourceRefresh(request);
  if (url.startsWith('/')) return { base: 'site', path: url, payload: params, refresh };
  const method = typeof request.method === 'string' && request.method ? request.method.toUpperCase() : 'GET';
  return {
    base: 'site',
    path: RELAY_PATH,
    payload: { url: /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `http://${url}`, method, params },
    refresh,
  };
}

/**
 * The text a data source's answer shows: a string, a number, or the text of its first `text`,
 * `value`, `content` or `data` field (looked into a few levels deep). Null when it has none, so the
 * widget shows its typed content.
 */
export function sourceText(data: unknown): string | null {
  return textOf(data, TEXT_DEPTH);
}

function textOf(data: unknown, depth: number): string | null {
  if (typeof data === 'string') return data === '' ? null : data;
  if (typeof data === 'number') return Number.isFinite(data) ? String(data) : null;
  if (!data || typeof data !== 'object' || Array.isArray(data) || depth <= 0) return null;
  const record = data as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const text = textOf(record[field], depth - 1);
    if (text !== null) return text;
  }
  return null;
}
