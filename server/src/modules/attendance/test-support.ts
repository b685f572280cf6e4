import { ENTRY_EXIT_TYPE } from '@site/shared-schema';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personRecords } from '../../db/schema';

export interface ExpectedDay {
  personId: string;
  day: string;
  minutes: number;
  /** Two decimals, as the reports answer. */
  hours: number;
}

const seconds = (time: string) => Date.parse(time.replace(' ', 'T')) / 1000;

/**
 * The attendance of these people computed in the test, apart from the server's SQL: their records read
 * plainly, walked in time order, each entry followed by an exit the same day adding the time between.
 */
export async function expectedDays(
  db: Database,
  projectId: string,
  personIds: string[],
  from: string,
  to: string,
): Promise<ExpectedDay[]> {
  const records = await db
    .select({
      personId: personRecords.personId,
      type: personRecords.entryExitType,
      time: personRecords.recordTime,
    })
    .from(personRecords)
    .where(
      and(
        eq(personRecords.projectId, projectId),
        inArray(personRecords.personId, personIds),
        gte(personRecords.recordTime, `${from} 00:00:00`),
        lte(personRecords.recordTime, `${to} 23:59:59`),
      ),
    )
    .orderBy(asc(personRecords.recordTime), asc(personRecords.id));
  const days = new Map<string, { personId: string; day: string; seconds: number; open: string | null }>();
  for (const record of records) {
    const day = record.time.slice(0, 10);
    const key = `${record.personId} ${day}`;
    const known = days.get(key) ?? { personId: record.personId, day, seconds: 0, open: null };
    days.set(key, known);
    if (record.type === ENTRY_EXIT_TYPE.in) known.open = record.time;
    else {
      if (known.open) known.seconds += seconds(record.time) - seconds(known.open);
      known.open = null;
    }
  }
  return [...days.values()]
    .map(({ personId, day, seconds: worked }) => {
      const minutes = Math.floor(worked / 60);
      return { personId, day, minutes, hours: Math.round((minutes / 60) * 100) / 100 };
    })
    .sort(
      (a, b) => personIds.indexOf(a.personId) - personIds.indexOf(b.personId) || a.day.localeCompare(b.day),
    );
}
