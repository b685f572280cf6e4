import type { FastifyInstance } from 'fastify';
import {
  DEMO_LED_PACE,
  type LedControllerFleet,
  simulatedLedControllers,
} from '../simulator/led-controllers';

/** Without the simulator's rounds (tests, end-to-end runs) the cards answer briskly and never fail by chance. */
const BRISK_PACE = {
  answerMs: [20, 80] as [number, number],
  rejectChance: 0,
  timeoutChance: 0,
  waitMs: 3000,
};

const fleets = new WeakMap<FastifyInstance, LedControllerFleet>();

/**
 * The LED controller cards an app sends programs to: this server's gateway is the simulated fleet, one
 * per app, made on first use (tests reach it by the app to force a card's answers).
 */
export function ledControllersOf(app: FastifyInstance, demo = false): LedControllerFleet {
  let fleet = fleets.get(app);
  if (!fleet) {
    fleet = simulatedLedControllers(demo ? DEMO_LED_PACE : { ...BRISK_PACE });
    fleets.set(app, fleet);
  }
  return fleet;
}
