import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createLease } from '../../db/lease';
import type { ObjectStore } from '../../storage/object-store';
import { createSimulator, type Simulator } from './simulator';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo simulator, when it is on. */
    simulator?: Simulator;
  }
}

/** How long a replica keeps the simulator's rounds after its last one before another takes them over. */
const simulatorLeaseMs = (intervalMs: number) => Math.max(3 * intervalMs, 10_000);

/**
 * Runs the simulator on the app's hub: a round at start and then one every `intervalMs` (0: only the
 * rounds a caller asks of `app.simulator`, as tests do). Rounds never overlap (the next is planned when
 * one ends), and closing the app waits for the running round before the database goes, then sets the
 * devices the simulator took offline back online. Among replicas on one database only the holder of the
 * simulator's lease plays its rounds; the others try again each period and take over when it stops.
 */
export function mountSimulator(
  app: FastifyInstance,
  db: Database,
  intervalMs: number,
  files: ObjectStore,
): Simulator {
  const simulator = createSimulator({
    db,
    intervalMs,
    files,
    publish: (destination, body) => app.realtime.publish(destination, body),
  });
  app.decorate('simulator', simulator);
  const lease = createLease(db, 'simulator', simulatorLeaseMs(intervalMs));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const plan = (delay: number) => {
    timer = setTimeout(() => {
      running = lease
        .hold()
        .then((held) => (held ? simulator.tick(Date.now()) : undefined))
        .catch((error: Error) => app.log.warn(`simulator: ${error.message}`))
        .finally(() => {
          if (!stopped) plan(intervalMs);
        });
    }, delay);
  };
  // The first round right away: a wall opened after a start shows live data without waiting a period.
  if (intervalMs > 0)
    app.addHook('onReady', (done) => {
      plan(0);
      done();
    });
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await simulator.restore();
    await lease.release();
  });
  return simulator;
}
