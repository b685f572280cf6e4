import { ENTRY_EXIT_TYPE, type EntryExitType, type PersonType } from '@site/shared-schema';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personRecords, persons, verifyDevices } from '../../db/schema';
import { dayBounds } from './day';

/** A record of the day with what the statistics group it by. */
export interface DayRecord {
  personId: string;
  personType: PersonType;
  teamId: string | null;
  workerTypeId: string | null;
  companyId: string;
  /** The area of the device that saw the person. */
  areaId: string | null;
  entryExitType: EntryExitType;
  /** YYYY-MM-DD HH:mm:ss */
  recordTime: string;
}

const inDay = (day: string): SQL | undefined => {
  const { from, to } = dayBounds(day);
  return and(gte(personRecords.recordTime, from), lt(personRecords.recordTime, to));
};

/** The columns of a DayRecord, from a record joined with its person and its device. */
const DAY_RECORD = {
  personId: personRecords.personId,
  personType: persons.personType,
  teamId: persons.teamId,
  workerTypeId: persons.workerTypeId,
  companyId: persons.companyId,
  areaId: verifyDevices.areaId,
  entryExitType: personRecords.entryExitType,
  recordTime: personRecords.recordTime,
};

/**
 * Each person's latest record of the day among the records of these areas' devices (all areas when
 * none), workers and managers only: the people who came, and by its direction whether they are inside
 * now. Ties in time go to the later record, as the day's order lists them.
 */
function latestOfDay(db: Database, projectId: string, day: string, areaIds: readonly string[]) {
  return db
    .selectDistinctOn([personRecords.personId], DAY_RECORD)
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(
      and(
        eq(personRecords.projectId, projectId),
        inDay(day),
        ne(persons.personType, 'OTHER'),
        areaIds.length > 0 ? inArray(verifyDevices.areaId, [...areaIds]) : undefined,
      ),
    )
    .orderBy(personRecords.personId, desc(personRecords.recordTime), desc(personRecords.id));
}

/** The latest record of the day of each worker and manager seen in these areas (latestOfDay). */
export async function latestDayRecords(
  db: Database,
  projectId: string,
  day: string,
  areaIds: readonly string[],
): Promise<DayRecord[]> {
  return latestOfDay(db, projectId, day, areaIds);
}

/** How many people of each type came (latestOfDay) and how many of them are inside now, counted in SQL. */
export async function dayPresenceCounts(
  db: Database,
  projectId: string,
  day: string,
  areaIds: readonly string[],
): Promise<{ personType: PersonType; came: number; inside: number }[]> {
  const latest = latestOfDay(db, projectId, day, areaIds).as('latest');
  return db
    .select({
      personType: latest.personType,
      came: count(),
      inside: sql<number>`count(*) filter (where ${latest.entryExitType} = ${ENTRY_EXIT_TYPE.in})`.mapWith(
        Number,
      ),
    })
    .from(latest)
    .groupBy(latest.personType);
}

/** The entries and exits of a project on a day, oldest first. */
export async function dayRecords(db: Database, projectId: string, day: string): Promise<DayRecord[]> {
  return db
    .select(DAY_RECORD)
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(and(eq(personRecords.projectId, projectId), inDay(day)))
    .orderBy(asc(personRecords.recordTime), asc(personRecords.id));
}
