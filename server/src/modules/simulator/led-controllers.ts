import { formatDateTime, LED_MESSAGES } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { ledScreens } from '../../db/schema';
import { between, type Random, seededRandom } from '../../seed/devices/random';
import { chance, type SimulatorContext } from './context';

/** What a controller card does with a program: plays it, refuses it, or never answers. */
export type LedOutcome = 'accept' | 'reject' | 'timeout';

/** How the simulated controllers answer. */
export interface LedControllerPace {
  /** Milliseconds an answer takes, drawn between the two. */
  answerMs: [number, number];
  rejectChance: number;
  timeoutChance: number;
  /** How long the server waits for an answer before it marks the send TIMEOUT. */
  waitMs: number;
}

export const DEMO_LED_PACE: LedControllerPace = {
  answerMs: [600, 2500],
  rejectChance: 0.1,
  timeoutChance: 0.08,
  waitMs: 8000,
};

/** The cards' own reasons for refusing a program. */
export const LED_REFUSALS = ['控制卡存储空间不足', '节目文件校验失败'];

/** What the server knows of a controller when it sends, and of the program it sends. */
export interface LedTarget {
  controllerSn: string;
  width: number;
  height: number;
}

export type LedAnswer = { accepted: true } | { accepted: false; reason: string };

/**
 * The LED controller cards as the simulator plays them. A real deployment puts the vendor's gateway behind
 * the same `play`; tests choose a card's next outcomes with `force`.
 */
export interface LedControllerFleet {
  pace: LedControllerPace;
  /** The answer of a card to a program; a card that times out never settles. */
  play(target: LedTarget, program: { width: number; height: number }): Promise<LedAnswer>;
  /** Makes a card answer this way until told otherwise (null: back to chance). */
  force(controllerSn: string, outcome: LedOutcome | null): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function simulatedLedControllers(
  pace: LedControllerPace = DEMO_LED_PACE,
  random: Random = seededRandom('led-controllers'),
): LedControllerFleet {
  const forced = new Map<string, LedOutcome>();
  const fleet: LedControllerFleet = {
    pace,
    force(controllerSn, outcome) {
      if (outcome) forced.set(controllerSn, outcome);
      else forced.delete(controllerSn);
    },
    async play(target, program) {
      const roll = random();
      const outcome =
        forced.get(target.controllerSn) ??
        (roll < fleet.pace.timeoutChance
          ? 'timeout'
          : roll < fleet.pace.timeoutChance + fleet.pace.rejectChance
            ? 'reject'
            : 'accept');
      if (outcome === 'timeout') return new Promise<never>(() => {});
      await sleep(between(random, ...fleet.pace.answerMs));
      // A card lays a program out pixel for pixel: another resolution is refused whatever the chance.
      if (program.width !== target.width || program.height !== target.height)
        return { accepted: false, reason: LED_MESSAGES.resolution };
      if (outcome === 'reject')
        return { accepted: false, reason: LED_REFUSALS[Math.floor(random() * LED_REFUSALS.length)] };
      return { accepted: true };
    },
  };
  return fleet;
}

/**
 * One round of the LED cards: the connected ones are seen now; now and then one drops off, and one that
 * dropped off comes back most rounds. A send to a card that is off fails at once.
 */
export async function ledControllerRound(
  ctx: SimulatorContext,
  now: number,
  projectIds: string[],
): Promise<void> {
  const screens = await ctx.db
    .select({ id: ledScreens.id, online: ledScreens.online })
    .from(ledScreens)
    .where(inArray(ledScreens.projectId, projectIds));
  const flipped = screens.filter((screen) => chance(ctx.random, screen.online ? 0.03 : 0.6));
  for (const screen of flipped)
    await ctx.db.update(ledScreens).set({ online: !screen.online }).where(eq(ledScreens.id, screen.id));
  await ctx.db
    .update(ledScreens)
    .set({ lastOnlineTime: formatDateTime(now) })
    .where(and(inArray(ledScreens.projectId, projectIds), eq(ledScreens.online, true)));
}
