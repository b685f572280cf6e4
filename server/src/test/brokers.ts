import { Socket } from 'node:net';

/** Whether a broker listens on a local port, so a machine without one skips its tests. */
function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

/** The real brokers of this machine kind (RabbitMQ, NATS), each marked up or not. */
export const BROKERS = [
  { name: 'RabbitMQ', url: 'amqp://guest:guest@127.0.0.1:5672', up: await reachable(5672) },
  { name: 'NATS', url: 'nats://127.0.0.1:4222', up: await reachable(4222) },
];
