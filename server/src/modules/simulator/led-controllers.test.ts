import { LED_MESSAGES } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { ledScreens } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_LED_SCREENS } from '../../seed/led';
import { openSeededDatabase } from '../../test/seeded-rows';
import { projectProgram } from '../led/queries';
import { sendProgram } from '../led/send';
import { ledControllerRound, simulatedLedControllers } from './led-controllers';

const BRISK = { answerMs: [1, 2] as [number, number], rejectChance: 0, timeoutChance: 0, waitMs: 200 };
const gate = { controllerSn: 'LED-1-A01', width: 192, height: 64 };

describe('the simulated LED controller cards', () => {
  it('play a program of their resolution, refuse another, and answer as forced', async () => {
    const fleet = simulatedLedControllers({ ...BRISK });
    expect(await fleet.play(gate, { width: 192, height: 64 })).toEqual({ accepted: true });
    expect(await fleet.play(gate, { width: 128, height: 32 })).toEqual({
      accepted: false,
      reason: LED_MESSAGES.resolution,
    });
    fleet.force(gate.controllerSn, 'reject');
    expect((await fleet.play(gate, { width: 192, height: 64 })).accepted).toBe(false);
    fleet.force(gate.controllerSn, 'timeout');
    const never = await Promise.race([
      fleet.play(gate, { width: 192, height: 64 }),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 50)),
    ]);
    expect(never).toBe('no answer');
  });
});

describe('the LED round and a send to a card that is off', () => {
  let database: Awaited<ReturnType<typeof openSeededDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await openSeededDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  const online = async (id: string) =>
    (await db.select({ online: ledScreens.online }).from(ledScreens).where(eq(ledScreens.id, id)))[0].online;

  it('takes cards off and brings them back by chance, stamping the connected ones', async () => {
    const context = (value: number) => ({ db, publish: () => {}, intervalMs: 60_000, random: () => value });
    await ledControllerRound(context(0.99), Date.now(), [DEMO_PROJECTS.main]);
    expect(await online(DEMO_LED_SCREENS.gate)).toBe(true);
    // A draw under every chance flips every card of the project: the connected ones drop off.
    await ledControllerRound(context(0), Date.now(), [DEMO_PROJECTS.main]);
    expect(await online(DEMO_LED_SCREENS.gate)).toBe(false);
    expect(await online('led-2-gate')).toBe(true);
  });

  it('fails a send to a card that is off at once, naming why', async () => {
    const program = await projectProgram(db, DEMO_PROJECTS.main, 'led-program-safety');
    await sendProgram(
      db,
      simulatedLedControllers({ ...BRISK }),
      program,
      [DEMO_LED_SCREENS.gate],
      (error) => {
        throw error;
      },
    );
    const after = await projectProgram(db, DEMO_PROJECTS.main, 'led-program-safety');
    expect(after.sends).toMatchObject([
      { screenId: DEMO_LED_SCREENS.gate, status: 'FAILED', reason: LED_MESSAGES.offline },
    ]);
    expect(after.sends[0].finishTime).not.toBe('');
  });
});
