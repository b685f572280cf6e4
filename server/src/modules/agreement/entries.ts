import { formatDateTime } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fromInserted, insertMany } from '../../db/insert-many';
import { agreementEntries } from '../../db/schema';
import type { PlatformAnswer } from './gov-platform';

export type EntryKind = 'COMPANY' | 'TEAM' | 'PERSON';
export type EntryRow = typeof agreementEntries.$inferSelect;

/** The entries of an agreement of one kind, by the local id they stand for. */
export async function entriesOf(
  db: Database,
  agreementId: string,
  kind: EntryKind,
  sourceIds?: string[],
): Promise<Map<string, EntryRow>> {
  if (sourceIds?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(agreementEntries)
    .where(
      and(
        eq(agreementEntries.agreementId, agreementId),
        eq(agreementEntries.kind, kind),
        sourceIds ? inArray(agreementEntries.sourceId, sourceIds) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.sourceId, row]));
}

/** What the platform answered about one piece of data, with what an accepted answer brings along. */
export interface Answered {
  sourceId: string;
  answer: PlatformAnswer;
  extra?: Record<string, string>;
}

/**
 * Keeps what the platform answered about pieces of data of one kind, a statement per thousand rows of
 * the same shape. A refusal keeps the code it had (the platform still holds the earlier accepted
 * version); an accepted exchange brings the data back on site (exit 0).
 */
export async function recordAnswers(
  db: Database,
  agreementId: string,
  kind: EntryKind,
  answered: readonly Answered[],
): Promise<void> {
  const updateTime = formatDateTime(Date.now());
  const changes = answered.map(({ sourceId, answer, extra }) => ({
    sourceId,
    change: answer.accepted
      ? {
          platformCode: answer.platformCode,
          syncStatus: 1,
          resultMessage: answer.message,
          exitStatus: 0,
          updateTime,
          ...(extra ? { extra } : {}),
        }
      : { syncStatus: 2, resultMessage: answer.message, updateTime },
  }));
  // Rows that change the same columns go in together: one without `extra` keeps the extra it had.
  const byShape = new Map<string, typeof changes>();
  for (const row of changes) {
    const shape = Object.keys(row.change).join();
    const group = byShape.get(shape);
    if (group) group.push(row);
    else byShape.set(shape, [row]);
  }
  for (const group of byShape.values()) {
    await insertMany(
      db,
      agreementEntries,
      group.map(({ sourceId, change }) => ({ agreementId, kind, sourceId, ...change })),
      {
        target: [agreementEntries.agreementId, agreementEntries.kind, agreementEntries.sourceId],
        set: fromInserted(agreementEntries, Object.keys(group[0].change)),
      },
    );
  }
}

/** An exit the platform accepted: the data stays known to it, marked as gone from the site. */
export async function markExited(db: Database, entryId: string, message: string): Promise<void> {
  await db
    .update(agreementEntries)
    .set({ exitStatus: 1, resultMessage: message, updateTime: formatDateTime(Date.now()) })
    .where(eq(agreementEntries.id, entryId));
}
