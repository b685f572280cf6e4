import type { RequestMethod } from '@site/shared-schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';

export const RELAY_TIMEOUT_MS = 10_000;
export const RELAY_MAX_BYTES = 1024 * 1024;
/** Redirects followed within the same host; more is a loop or a trick. */
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface RelayCall {
  url: string;
  method: RequestMethod;
  /** As the player builds them: an object, an array of values, or a query string. */
  params: unknown;
}

/** Answers whether the allow-list lets the relay reach this URL. */
export type RelayGate = (url: URL) => Promise<boolean>;

const hostRefused = (host: string) => new ApiError(CODE.forbidden, `目标主机不在数据源白名单中：${host}`);

/** Only http and https, so no file:, data: or other scheme ever reaches a fetch. */
function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fieldError('url', '不是有效的地址');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fieldError('url', '只支持 http 和 https');
  return url;
}

const paramText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** GET and DELETE carry the parameters in the query string; POST and PUT in the body. */
function withParams(url: URL, call: RelayCall): { target: URL; init: RequestInit } {
  const target = new URL(url);
  const { params } = call;
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  if (call.method === 'GET' || call.method === 'DELETE') {
    if (typeof params === 'string') {
      for (const [name, value] of new URLSearchParams(params)) target.searchParams.append(name, value);
    } else if (Array.isArray(params)) {
      if (params.length > 0) throw fieldError('params', 'GET 和 DELETE 的参数应为对象或查询字符串');
    } else if (params !== null && typeof params === 'object') {
      for (const [name, value] of Object.entries(params)) target.searchParams.append(name, paramText(value));
    }
    return { target, init: { method: call.method, headers } };
  }
  if (params === undefined || params === null) return { target, init: { method: call.method, headers } };
  if (typeof params === 'string') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { target, init: { method: call.method, headers, body: params } };
  }
  headers['content-type'] = 'application/json';
  return { target, init: { method: call.method, headers, body: JSON.stringify(params) } };
}

/** The body, refused past RELAY_MAX_BYTES whatever the server declares. */
async function readCapped(response: Response): Promise<Uint8Array> {
  const tooLarge = () => new ApiError(CODE.badGateway, '远程接口返回的内容超过 1 MB');
  if (Number(response.headers.get('content-length')) > RELAY_MAX_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > RELAY_MAX_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** JSON when the remote says it is JSON (and it parses), else the text. */
function decode(bytes: Uint8Array, contentType: string | null): unknown {
  const text = new TextDecoder().decode(bytes);
  if (!contentType?.toLowerCase().includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError(CODE.gatewayTimeout, `远程接口 ${RELAY_TIMEOUT_MS / 1000} 秒内未响应`);
  }
  return new ApiError(CODE.badGateway, '远程接口无法访问');
}

/**
 * Performs a data-source call for a wall or the designer: only to a host the gate allows, redirects
 * only within that host, at most 10 s and 1 MB. The caller's own headers (token, key, cookies) are
 * never passed on.
 */
export async function performRelay(call: RelayCall, allowed: RelayGate): Promise<unknown> {
  const first = parseTarget(call.url);
  if (!(await allowed(first))) throw hostRefused(first.host);
  let { target, init } = withParams(first, call);
  const signal = AbortSignal.timeout(RELAY_TIMEOUT_MS);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(target, { ...init, signal, redirect: 'manual' });
      if (!REDIRECT_STATUSES.has(response.status)) {
        const bytes = await readCapped(response);
        if (!response.ok) throw new ApiError(CODE.badGateway, `远程接口返回 HTTP ${response.status}`);
        return decode(bytes, response.headers.get('content-type'));
      }
      await response.body?.cancel();
      const next = new URL(response.headers.get('location') ?? '', target);
      const sameHost = next.hostname === target.hostname;
      if (!sameHost || !['http:', 'https:'].includes(next.protocol) || !(await allowed(next))) {
        throw new ApiError(CODE.forbidden, `远程接口重定向到其他主机，已拒绝：${next.host}`);
      }
      if (redirects >= MAX_REDIRECTS) throw new ApiError(CODE.badGateway, '远程接口重定向次数过多');
      // As browsers do: 303, and 301/302 after anything but GET, continue as a GET without a body.
      const keepsMethod = response.status === 307 || response.status === 308 || init.method === 'GET';
      if (!keepsMethod) init = { method: 'GET', headers: { accept: 'application/json, text/plain, */*' } };
      target = next;
    }
  } catch (error) {
    throw transportError(error);
  }
}
