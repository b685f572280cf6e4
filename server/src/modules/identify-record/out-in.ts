import { ENTRY_EXIT_TYPE } from '@site/shared-schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { companies, personRecords, persons, teams, verifyDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/**
 * Out-in records and their horizontal view, derived in SQL from the entries and exits (person_records):
 * nothing is stored twice, so they always agree with the record list and the attendance figures.
 */

const qb = new QueryBuilder({ casing: 'snake_case' });
const { id, projectId, personId, entryExitType, recordTime, deviceId } = personRecords;
const IN = sql.raw(`'${ENTRY_EXIT_TYPE.in}'`);
const OUT = sql.raw(`'${ENTRY_EXIT_TYPE.out}'`);
const shownTime = (value: unknown) => sql`to_char(${value}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * Every record with the id of the same person's next record of the same day (an entry never closed that
 * day pairs with nothing, as attendance counts it). A correlated lookup on the person's (person, time, id)
 * index, not a window over the project: the lists' filters reach the records first, and only the rows of
 * a page look up their next one (a count never does; PostgreSQL drops the unused output).
 */
const passages = qb
  .select({
    id,
    projectId,
    personId,
    entryExitType,
    inTime: recordTime,
    inDeviceId: deviceId,
    // Written out: a select of one table names its columns unqualified, which the lookup's own copy of
    // the table would shadow.
    nextId: sql<string | null>`(${sql.raw(`select later.id from person_records later
      where later.person_id = person_records.person_id
        and (later.record_time, later.id) > (person_records.record_time, person_records.id)
        and later.record_time < date_trunc('day', person_records.record_time) + interval '1 day'
      order by later.record_time, later.id limit 1`)})`.as('next_id'),
  })
  .from(personRecords)
  .as('passages');

/** The next record when it is an exit: the pair's second half. */
const exits = alias(personRecords, 'exits');
const inDevices = alias(verifyDevices, 'in_devices');
const outDevices = alias(verifyDevices, 'out_devices');

/** The person's columns the out-in lists filter by (like and eq of the roster's fields). */
const personColumns = {
  personName: persons.personName,
  idcardNumber: persons.idcardNumber,
  companyId: persons.companyId,
  teamId: persons.teamId,
};
const personShown = {
  ...personColumns,
  companyName: sql<string>`coalesce(${companies.companyName}, '')`,
  teamName: sql<string>`coalesce(${teams.teamName}, '')`,
};

/** An entry and, when the person's next record is an exit, that exit; minutes between them. */
export const outInRecordAdapter: ResourceAdapter = {
  table: passages as never,
  id: passages.id,
  project: passages.projectId,
  columns: { ...personColumns, inTime: passages.inTime },
  scope: eq(passages.entryExitType, ENTRY_EXIT_TYPE.in),
  filterJoins: (query) => query.innerJoin(persons, eq(persons.id, passages.personId)),
  select: (db) =>
    db
      .select({
        recordId: passages.id,
        projectId: passages.projectId,
        personId: passages.personId,
        ...personShown,
        inTime: passages.inTime,
        inDeviceName: sql<string>`coalesce(${inDevices.deviceName}, '')`,
        outTime: sql<string>`coalesce(${shownTime(exits.recordTime)}, '')`,
        outDeviceName: sql<string>`case when ${exits.id} is null then '' else coalesce(${outDevices.deviceName}, '') end`,
        durationMinutes: sql<
          number | null
        >`floor(extract(epoch from (${exits.recordTime} - ${passages.inTime})) / 60)::int`,
      })
      .from(passages)
      .innerJoin(persons, eq(persons.id, passages.personId))
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(inDevices, eq(inDevices.id, passages.inDeviceId))
      .leftJoin(exits, and(eq(exits.id, passages.nextId), eq(exits.entryExitType, ENTRY_EXIT_TYPE.out)))
      .leftJoin(outDevices, eq(outDevices.id, exits.deviceId))
      .$dynamic(),
  orderBy: [desc(passages.inTime)],
};

const day = sql`to_char(${recordTime}, 'YYYY-MM-DD')`;

/** One row per person and day: the first entry, the last exit, how many passages. */
const personDays = qb
  .select({
    rowId: sql<string>`${personId} || ':' || ${day}`.as('row_id'),
    projectId,
    personId,
    recordDate: sql<string>`${day}`.as('record_date'),
    firstIn: sql<string | null>`min(${recordTime}) filter (where ${entryExitType} = ${IN})`.as('first_in'),
    lastOut: sql<string | null>`max(${recordTime}) filter (where ${entryExitType} = ${OUT})`.as('last_out'),
    passCount: sql<number>`count(*)::int`.as('pass_count'),
  })
  .from(personRecords)
  .groupBy(projectId, personId, day)
  .as('person_days');

/** Hours from the first entry to the last exit of the day, to a tenth; none without both or out of order. */
const workHours = sql<number | null>`case when ${personDays.lastOut} > ${personDays.firstIn}
  then round((extract(epoch from (${personDays.lastOut} - ${personDays.firstIn})) / 3600)::numeric, 1)::float8 end`;

export const outInHorizontalAdapter: ResourceAdapter = {
  table: personDays as never,
  // A computed key (person and day) of the derived rows; the block only selects and compares it.
  id: personDays.rowId as never,
  project: personDays.projectId,
  columns: { ...personColumns, recordDate: personDays.recordDate as never },
  filterJoins: (query) => query.innerJoin(persons, eq(persons.id, personDays.personId)),
  select: (db) =>
    db
      .select({
        rowId: personDays.rowId,
        projectId: personDays.projectId,
        personId: personDays.personId,
        ...personShown,
        recordDate: personDays.recordDate,
        firstInTime: sql<string | null>`${shownTime(personDays.firstIn)}`,
        lastOutTime: sql<string | null>`${shownTime(personDays.lastOut)}`,
        passCount: personDays.passCount,
        workHours,
      })
      .from(personDays)
      .innerJoin(persons, eq(persons.id, personDays.personId))
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .$dynamic(),
  orderBy: [desc(personDays.recordDate), persons.personName],
};
