import { createServer, connect as dial, type Server, type Socket } from 'node:net';

export interface OutageProxy {
  /** The local port to point a client at instead of the service's. */
  port: number;
  /** The service goes away: open connections are cut and new ones refused, as when it stops. */
  cut(): Promise<void>;
  /** The service is back on the same port: connections are accepted and piped to it again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real local service (PostgreSQL, RabbitMQ, NATS), so a test can take the
 * service away from one server under test without stopping it for the rest of the machine.
 */
export async function startOutageProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<OutageProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A reset while cut is the point of the proxy, not a failure of the test.
    socket.on('error', () => socket.destroy());
  };

  const server: Server = createServer((client) => {
    track(client);
    const upstream = dial(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  /** Stops listening, so a new connection is refused (ECONNREFUSED) as by a stopped service. */
  const shut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of open) socket.destroy();
    await closed;
  };

  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('outage proxy: no port');
  const { port } = address;
  return {
    port,
    cut: shut,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await shut();
    },
  };
}
