import type { FastifyInstance } from 'fastify';
import sockjs from 'sockjs';
import type { AccessControl } from '../../http/route';
import { installSockjs, SOCKJS_BODY_LIMIT } from './body-limit';
import { openBroker } from './broker';
import { RealtimeHub } from './hub';
import { StompSession } from './session';

/** Where the apps connect: `socketUrl` in console/public/config.json and player/public/config.json. */
export const REALTIME_PATH = '/realtime';

/** How often open sockets of signed-in users are checked for sessions that ended by time. */
const SESSION_SWEEP_MS = 5 * 60_000;

/** The period the server offers both ways (seed: heartbeat 4000 ms). */
export const SERVER_HEARTBEAT_MS = 4_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub: other modules publish through it. */
    realtime: RealtimeHub;
  }
}

/**
 * Serves STOMP 1.2 over SockJS at REALTIME_PATH on the app's own HTTP server and decorates the app with
 * its hub. SockJS takes its requests ahead of Fastify, so it must be installed before `listen`. With a
 * broker URL the hub shares its messages with the other processes through that broker.
 */
export async function mountRealtime(
  app: FastifyInstance,
  access: AccessControl,
  brokerUrl: string | null = null,
): Promise<RealtimeHub> {
  const hub = new RealtimeHub();
  const broker = await openBroker(
    brokerUrl,
    (message) => hub.receive(message),
    (message) => app.log.warn(message),
  );
  if (broker) {
    hub.useBroker(broker);
    app.addHook('onClose', () => broker.close());
  }
  const server = sockjs.createServer({
    prefix: REALTIME_PATH,
    log: () => {},
    // WebSocket messages are bounded like the other transports' bodies.
    faye_server_options: { maxLength: SOCKJS_BODY_LIMIT },
  } as sockjs.ServerOptions);
  server.on('connection', (connection) => {
    // sockjs 0.3 may report a connection that closed before it opened as null.
    if (connection) new StompSession(connection, { hub, access, heartbeatMs: SERVER_HEARTBEAT_MS });
  });
  installSockjs(app.server, server, REALTIME_PATH, SOCKJS_BODY_LIMIT);
  app.decorate('realtime', hub);
  const sweep = setInterval(() => hub.recheckUsers(), SESSION_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Open sockets would hold the HTTP server's close open.
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  return hub;
}
