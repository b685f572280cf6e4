import { AEP_PARAM_BOUNDS, AEP_PARAM_KEYS, type AepParams } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aepDevices } from '../../db/schema';
import { type Random, seededRandom } from '../../seed/devices/random';
import { chance } from './context';

/** How fast the simulated boxes answer a sending of limits. */
export interface AepBoxPace {
  answerMs: [number, number];
  /** The chance that an answer is slow (a box on a weak 4G link), and what a slow one adds. */
  slowChance: number;
  slowMs: number;
}

/** A demo pace: about half a second, one answer in five takes seconds more. */
export const DEMO_AEP_BOX_PACE: AepBoxPace = { answerMs: [300, 900], slowChance: 0.2, slowMs: 4000 };
/** Without the simulator's rounds (tests, end-to-end runs) the boxes answer briskly, never slowly. */
export const BRISK_AEP_BOX_PACE: AepBoxPace = { answerMs: [20, 80], slowChance: 0, slowMs: 0 };

/**
 * What the demo boxes' relays and sensors can be set to: narrower than what the platform accepts, so a
 * box refuses limits it cannot hold, as the boxes of the field do.
 */
export const AEP_BOX_RANGES: Record<keyof AepParams, [number, number]> = {
  ratedCurrent: [10, 630],
  maxTemperature: [40, 100],
  lowVoltage: [160, 215],
  highVoltage: [225, 280],
  maxLeakageElectricity: [10, 500],
};

/** The box's reason to refuse limits ('' when it takes them). */
export function boxRefusal(params: AepParams): string {
  for (const key of AEP_PARAM_KEYS) {
    const [min, max] = AEP_BOX_RANGES[key];
    if (params[key] < min || params[key] > max)
      return `超出设备量程：${AEP_PARAM_BOUNDS[key].label}可设${min}到${max}`;
  }
  return '';
}

/** The answer of a box: 'offline' when it dropped off before answering. */
export type AepBoxAnswer = { reason: string } | 'offline';

export interface AepBoxes {
  /** Sends limits to a box and waits for its answer. */
  send(deviceId: string, params: AepParams): Promise<AepBoxAnswer>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The distribution boxes as the simulator plays them: each answers after a delay (sometimes a slow one),
 * refuses limits beyond its range, and does not answer when it went offline meanwhile. What a box
 * acknowledged is what its readings are checked against (simulator/electrical.ts).
 */
export function simulatedAepBoxes(setup: { db: Database; pace: AepBoxPace; random?: Random }): AepBoxes {
  const random = setup.random ?? seededRandom('aep-boxes');
  return {
    async send(deviceId, params) {
      const { answerMs, slowChance, slowMs } = setup.pace;
      const slow = chance(random, slowChance) ? slowMs : 0;
      await sleep(answerMs[0] + random() * (answerMs[1] - answerMs[0]) + slow);
      const [box] = await setup.db
        .select({ online: aepDevices.online })
        .from(aepDevices)
        .where(eq(aepDevices.id, deviceId));
      if (!box?.online) return 'offline';
      return { reason: boxRefusal(params) };
    },
  };
}
