import { SALARY_MESSAGES, type UploadStatus } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personBankCards, personSalaries } from '../../db/schema';
import type { StoredRow } from '../../resource/adapter';

interface PlatformAnswer {
  uploadStatus: Extract<UploadStatus, 'SUCCEEDED' | 'FAILED'>;
  uploadMessage: string;
}

/**
 * The supervising platform, simulated: it pays through the person's wage card, so it refuses a person
 * without one, and a payout that is not positive. Deterministic, so a test (and a user) can make a row
 * fail and then succeed by binding a card.
 */
export function platformAnswer(row: StoredRow, hasCard: boolean): PlatformAnswer {
  if (!hasCard) return { uploadStatus: 'FAILED', uploadMessage: SALARY_MESSAGES.noBankCard };
  if (!(Number(row.total) > 0)) return { uploadStatus: 'FAILED', uploadMessage: SALARY_MESSAGES.notPositive };
  return { uploadStatus: 'SUCCEEDED', uploadMessage: SALARY_MESSAGES.uploaded };
}

/** Uploads settled rows to the platform and records each answer and its time. */
export async function uploadRows(
  db: Database,
  projectId: string,
  rows: readonly StoredRow[],
  time: string,
): Promise<void> {
  if (rows.length === 0) return;
  const personIds = rows.map((row) => String(row.personId));
  const carded = new Set(
    (
      await db
        .select({ personId: personBankCards.personId })
        .from(personBankCards)
        .where(and(eq(personBankCards.projectId, projectId), inArray(personBankCards.personId, personIds)))
    ).map((card) => card.personId),
  );
  for (const row of rows) {
    const answer = platformAnswer(row, carded.has(String(row.personId)));
    await db
      .update(personSalaries)
      .set({ ...answer, uploadTime: time, updatedAt: new Date() })
      .where(eq(personSalaries.id, String(row.payId)));
  }
}
