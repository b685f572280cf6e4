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

/**
 * Records of the day of workers and managers (isCounted) at these areas' devices (all areas when none);
 * the query joins the person and the device.
 */
const countedOfDay = (projectId: string, day: string, areaIds: readonly string[]): SQL | undefined =>
  and(
    eq(personRecords.projectId, projectId),
    inDay(day),
    ne(persons.personType, 'OTHER'),
    areaIds.length > 0 ? inArray(verifyDevices.areaId, [...areaIds]) : undefined,
  );

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
    .where(countedOfDay(projectId, day, areaIds))
    .orderBy(personRecords.personId, desc(personRecords.recordTime), desc(personRecords.id));
}

/** People inside now (their latest record of the day an entry), per team, work type and company. */
export interface InsideGroup {
  teamId: string | null;
  workerTypeId: string | null;
  companyId: string;
  inside: number;
}

/**
 * The workers and managers inside the site now (latestOfDay), counted in SQL per team, work type and
 * company: a few dozen rows where the people themselves are hundreds, for the team, work-type and
 * company counts of the walls and the dashboard to share.
 */
export async function insideGroups(db: Database, projectId: string, day: string): Promise<InsideGroup[]> {
  const latest = latestOfDay(db, projectId, day, []).as('latest');
  return db
    .select({
      teamId: latest.teamId,
      workerTypeId: latest.workerTypeId,
      companyId: latest.companyId,
      inside: count(),
    })
    .from(latest)
    .where(eq(latest.entryExitType, ENTRY_EXIT_TYPE.in))
    .groupBy(latest.teamId, latest.workerTypeId, latest.companyId);
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

/** The hour (0–23) of a record's time, in SQL. */
const recordHour = sql<number>`extract(hour from ${personRecords.recordTime})::int`;

/** Each hour's entries, exits and records of workers and managers in these areas (hourlyRows in SQL). */
export async function hourlyMovements(
  db: Database,
  projectId: string,
  day: string,
  areaIds: readonly string[],
): Promise<{ hour: number; inCount: number; outCount: number; verifyCount: number }[]> {
  const entries = sql`${personRecords.entryExitType} = ${ENTRY_EXIT_TYPE.in}`;
  return db
    .select({
      hour: recordHour.mapWith(Number),
      inCount: sql<number>`count(*) filter (where ${entries})`.mapWith(Number),
      outCount: sql<number>`count(*) filter (where not (${entries}))`.mapWith(Number),
      verifyCount: count(),
    })
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(countedOfDay(projectId, day, areaIds))
    .groupBy(recordHour);
}

/**
 * Per hour, how the number of workers and managers inside changed by its end (hourlyRows in SQL, the
 * counts being the sums of the changes so far): a person counts as inside from the hour of an entry that
 * is his last record of that hour, until the hour of such an exit.
 */
export async function hourlyPresenceChanges(
  db: Database,
  projectId: string,
  day: string,
  areaIds: readonly string[],
): Promise<{ hour: number; personType: PersonType; change: number }[]> {
  const lastOfHour = db
    .selectDistinctOn([personRecords.personId, recordHour], {
      personId: personRecords.personId,
      personType: persons.personType,
      hour: sql<number>`${recordHour}`.as('hour'),
      inside: sql<number>`(${personRecords.entryExitType} = ${ENTRY_EXIT_TYPE.in})::int`.as('inside'),
    })
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(countedOfDay(projectId, day, areaIds))
    .orderBy(personRecords.personId, recordHour, desc(personRecords.recordTime), desc(personRecords.id))
    .as('last_of_hour');
  const changes = db
    .select({
      hour: lastOfHour.hour,
      personType: lastOfHour.personType,
      change:
        sql<number>`${lastOfHour.inside} - lag(${lastOfHour.inside}, 1, 0) over (partition by ${lastOfHour.personId} order by ${lastOfHour.hour})`.as(
          'change',
        ),
    })
    .from(lastOfHour)
    .as('changes');
  return db
    .select({
      hour: sql<number>`${changes.hour}`.mapWith(Number),
      personType: changes.personType,
      change: sql<number>`sum(${changes.change})`.mapWith(Number),
    })
    .from(changes)
    .groupBy(changes.hour, changes.personType);
}

/**
 * Per area of these (all when none), the workers and managers whose latest record at its devices is an
 * entry (inside) or an exit (left): areaAttendanceRows' presence, in SQL.
 */
export async function areaPresenceCounts(
  db: Database,
  projectId: string,
  day: string,
  areaIds: readonly string[],
): Promise<{ areaId: string; inside: number; left: number }[]> {
  const latest = db
    .selectDistinctOn([verifyDevices.areaId, personRecords.personId], {
      areaId: sql<string>`${verifyDevices.areaId}`.as('area_id'),
      entryExitType: personRecords.entryExitType,
    })
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .innerJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(countedOfDay(projectId, day, areaIds))
    .orderBy(
      verifyDevices.areaId,
      personRecords.personId,
      desc(personRecords.recordTime),
      desc(personRecords.id),
    )
    .as('latest');
  const entries = sql`${latest.entryExitType} = ${ENTRY_EXIT_TYPE.in}`;
  return db
    .select({
      areaId: latest.areaId,
      inside: sql<number>`count(*) filter (where ${entries})`.mapWith(Number),
      left: sql<number>`count(*) filter (where not (${entries}))`.mapWith(Number),
    })
    .from(latest)
    .where(sql`${latest.areaId} is not null`)
    .groupBy(latest.areaId);
}
