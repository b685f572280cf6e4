import { randomUUID } from 'node:crypto';
import { formatDateTime, LED_MESSAGES, type LedProgramRow, type LedSendStatus } from '@site/shared-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledProgramSends, ledScreens } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { LedAnswer, LedControllerFleet } from '../simulator/led-controllers';

const now = () => formatDateTime(Date.now());

/**
 * Sends a program to screens of its project: every screen's row is SENDING at once (an offline card FAILED
 * at once), and each card's answer lands in its row when it comes: SUCCESS, FAILED with the card's
 * reason, or TIMEOUT when the wait runs out. The console polls the program meanwhile. A row remembers its
 * send: an answer to an earlier send never overwrites a newer one.
 */
export async function sendProgram(
  db: Database,
  fleet: LedControllerFleet,
  program: LedProgramRow,
  screenIds: string[],
  onError: (error: Error) => void,
): Promise<void> {
  if (screenIds.length === 0) throw new ApiError(CODE.badRequest, LED_MESSAGES.noScreens);
  const screens = await db
    .select()
    .from(ledScreens)
    .where(and(eq(ledScreens.projectId, program.projectId), inArray(ledScreens.id, screenIds)));
  if (screens.length !== new Set(screenIds).size)
    throw new ApiError(CODE.badRequest, LED_MESSAGES.unknownScreen);
  const sendId = randomUUID();
  const sendTime = now();
  const rows = screens.map((screen) => ({
    programId: program.programId,
    screenId: screen.id,
    sendId,
    sendTime,
    status: (screen.online ? 'SENDING' : 'FAILED') as LedSendStatus,
    reason: screen.online ? '' : LED_MESSAGES.offline,
    finishTime: screen.online ? null : sendTime,
  }));
  await db
    .insert(ledProgramSends)
    .values(rows)
    .onConflictDoUpdate({
      target: [ledProgramSends.programId, ledProgramSends.screenId],
      set: {
        sendId,
        sendTime,
        status: sql`excluded.status`,
        reason: sql`excluded.reason`,
        finishTime: sql`excluded.finish_time`,
      },
    });
  const land = async (screenId: string, status: LedSendStatus, reason: string) => {
    await db
      .update(ledProgramSends)
      .set({ status, reason, finishTime: now() })
      .where(
        and(
          eq(ledProgramSends.programId, program.programId),
          eq(ledProgramSends.screenId, screenId),
          eq(ledProgramSends.sendId, sendId),
        ),
      );
  };
  for (const screen of screens.filter((candidate) => candidate.online)) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), fleet.pace.waitMs);
    });
    const answer: Promise<LedAnswer | null> = Promise.race([fleet.play(screen, program), timeout]);
    void answer
      .then((reply) => {
        clearTimeout(timer);
        if (!reply) return land(screen.id, 'TIMEOUT', LED_MESSAGES.timeout);
        return reply.accepted ? land(screen.id, 'SUCCESS', '') : land(screen.id, 'FAILED', reply.reason);
      })
      .catch(onError);
  }
}
