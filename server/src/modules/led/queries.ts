import {
  formatDateTime,
  LED_MESSAGES,
  type LedProgramRow,
  type LedScreen,
  type LedSendState,
} from '@site/shared-schema';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledProgramSends, ledPrograms, ledScreens } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';

type ProgramRow = typeof ledPrograms.$inferSelect;

export const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export async function projectScreens(db: Database, projectId: string): Promise<LedScreen[]> {
  const rows = await db
    .select()
    .from(ledScreens)
    .where(eq(ledScreens.projectId, projectId))
    .orderBy(asc(ledScreens.sort), asc(ledScreens.screenName));
  return rows.map((row) => ({
    screenId: row.id,
    screenName: row.screenName,
    controllerSn: row.controllerSn,
    width: row.width,
    height: row.height,
    online: row.online ? 1 : 0,
    lastOnlineTime: row.lastOnlineTime ?? '',
  }));
}

/** The last send of each of the programs to each screen, by program id. */
async function sendsOf(db: Database, programIds: string[]): Promise<Map<string, LedSendState[]>> {
  const byProgram = new Map<string, LedSendState[]>();
  if (programIds.length === 0) return byProgram;
  const rows = await db
    .select({
      programId: ledProgramSends.programId,
      screenId: ledProgramSends.screenId,
      screenName: ledScreens.screenName,
      status: ledProgramSends.status,
      reason: ledProgramSends.reason,
      sendTime: ledProgramSends.sendTime,
      finishTime: ledProgramSends.finishTime,
    })
    .from(ledProgramSends)
    .innerJoin(ledScreens, eq(ledScreens.id, ledProgramSends.screenId))
    .where(inArray(ledProgramSends.programId, programIds))
    .orderBy(asc(ledScreens.sort), asc(ledScreens.screenName));
  for (const { programId, ...send } of rows) {
    const list = byProgram.get(programId) ?? [];
    list.push({ ...send, finishTime: send.finishTime ?? '' });
    byProgram.set(programId, list);
  }
  return byProgram;
}

const toRow = (row: ProgramRow, sends: LedSendState[]): LedProgramRow => ({
  programId: row.id,
  projectId: row.projectId,
  programName: row.programName,
  width: row.width,
  height: row.height,
  background: row.background,
  items: row.items,
  screenIds: row.screenIds,
  createTime: formatDateTime(row.createdAt),
  updateTime: formatDateTime(row.updatedAt),
  sends,
});

export async function programPage(
  db: Database,
  projectId: string,
  programName: string,
  window: { limit: number; offset: number },
): Promise<{ records: LedProgramRow[]; total: number }> {
  const where: SQL[] = [eq(ledPrograms.projectId, projectId)];
  if (programName) where.push(ilike(ledPrograms.programName, escapeLike(programName)));
  const [{ total }] = await db
    .select({ total: count() })
    .from(ledPrograms)
    .where(and(...where));
  const rows = await db
    .select()
    .from(ledPrograms)
    .where(and(...where))
    .orderBy(desc(ledPrograms.createdAt), desc(ledPrograms.id))
    .limit(window.limit)
    .offset(window.offset);
  const sends = await sendsOf(
    db,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => toRow(row, sends.get(row.id) ?? [])), total };
}

/** A program of the project, or 404 节目不存在 (another project's program is not told apart). */
export async function projectProgram(
  db: Database,
  projectId: string,
  programId: string,
): Promise<LedProgramRow> {
  const [row] = await db
    .select()
    .from(ledPrograms)
    .where(and(eq(ledPrograms.projectId, projectId), eq(ledPrograms.id, programId)));
  if (!row) throw new ApiError(CODE.notFound, LED_MESSAGES.notFound);
  const sends = await sendsOf(db, [row.id]);
  return toRow(row, sends.get(row.id) ?? []);
}
