import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { DEMO_LPR_PACE, type LprCameraFleet, simulatedLprCameras } from '../simulator/lpr-cameras';

/** Without the simulator's rounds (tests, end-to-end runs) the cameras answer and restart briskly. */
const BRISK_PACE = { answerMs: [20, 80] as [number, number], restartMs: 100 };

const fleets = new WeakMap<FastifyInstance, LprCameraFleet>();

/**
 * The plate cameras an app's commands reach: this server's gateway is the simulated fleet, one per app,
 * made on first use (tests reach it by the app to change its pace).
 */
export function lprCamerasOf(app: FastifyInstance, db: Database, demo = false): LprCameraFleet {
  let fleet = fleets.get(app);
  if (!fleet) {
    fleet = simulatedLprCameras({
      db,
      publish: (destination, body) => app.realtime.publish(destination, body),
      pace: demo ? DEMO_LPR_PACE : { ...BRISK_PACE },
    });
    fleets.set(app, fleet);
  }
  return fleet;
}
