import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type sockjs from 'sockjs';

/**
 * The largest body a SockJS transport may POST. Clients send STOMP frames of a few hundred bytes; sockjs
 * 0.3 would buffer any body whole, by repeated concatenation, before reading it.
 */
export const SOCKJS_BODY_LIMIT = 64 * 1024;

type SockjsHandler = ((req: IncomingMessage, res: ServerResponse) => boolean) & {
  upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
};

/** sockjs 0.3's handler for an app's server, as installHandlers would install it (not in its typings). */
const handlerOf = (server: sockjs.Server): SockjsHandler =>
  (server as unknown as { middleware(): SockjsHandler }).middleware();

function refuse(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
  res.end('body too large');
  req.destroy();
}

/** Refuses a body past the limit: by its declared length at once, else as soon as it grows past it. */
function withinLimit(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    refuse(req, res);
    return false;
  }
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit && !res.headersSent) refuse(req, res);
  });
  return true;
}

/**
 * Installs a SockJS server on an HTTP server ahead of its other listeners (Fastify's), as sockjs'
 * installHandlers does, with every request body under `prefix` bounded to `limit` bytes.
 */
export function installSockjs(http: Server, server: sockjs.Server, prefix: string, limit: number): void {
  const handler = handlerOf(server);
  const requestListeners = http.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  const upgradeListeners = http.listeners('upgrade') as ((...args: unknown[]) => void)[];
  http.removeAllListeners('request');
  http.removeAllListeners('upgrade');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const ours = req.url?.startsWith(`${prefix}/`) ?? false;
    if (ours && req.method === 'POST' && !withinLimit(req, res, limit)) return;
    if (ours && handler(req, res)) return;
    for (const listener of requestListeners) listener.call(http, req, res);
  });
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (handler.upgrade?.(req, socket, head)) return;
    for (const listener of upgradeListeners) listener.call(http, req, socket, head);
  });
}
