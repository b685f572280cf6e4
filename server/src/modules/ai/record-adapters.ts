import { AI_DIRECTIONS } from '@site/shared-schema';
import { desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { aiCameraRecords, aiCameras, persons } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/**
 * What the AI cameras saw, read from their one table of passages (ai_camera_records): the people of the
 * roster, the strangers, the passages per camera and hour, and per person and day. Nothing is stored
 * twice, so the tabs, the statistics and what the walls heard agree.
 */

const [IN, OUT] = AI_DIRECTIONS.map(({ value }) => value);
const records = aiCameraRecords;

/** A passage with its camera's name; a person's with the person's name. */
const passageShown = {
  recordId: records.id,
  projectId: records.projectId,
  cameraId: records.cameraId,
  cameraName: aiCameras.cameraName,
  direction: records.direction,
  photoPath: records.photoPath,
  recordTime: records.recordTime,
};

export const aiCameraPersonRecordAdapter: ResourceAdapter = {
  table: records,
  id: records.id,
  project: records.projectId,
  columns: {
    personName: persons.personName,
    cameraName: aiCameras.cameraName,
    direction: records.direction,
    recordTime: records.recordTime,
  },
  scope: isNotNull(records.personId),
  filterJoins: (query) =>
    query
      .innerJoin(persons, eq(persons.id, records.personId))
      .innerJoin(aiCameras, eq(aiCameras.id, records.cameraId)),
  select: (db) =>
    db
      .select({ ...passageShown, personId: records.personId, personName: persons.personName })
      .from(records)
      .innerJoin(persons, eq(persons.id, records.personId))
      .innerJoin(aiCameras, eq(aiCameras.id, records.cameraId))
      .$dynamic(),
  orderBy: [desc(records.recordTime), desc(records.id)],
};

export const aiCameraStrangerAdapter: ResourceAdapter = {
  table: records,
  id: records.id,
  project: records.projectId,
  columns: { cameraName: aiCameras.cameraName, direction: records.direction, recordTime: records.recordTime },
  scope: isNull(records.personId),
  filterJoins: (query) => query.innerJoin(aiCameras, eq(aiCameras.id, records.cameraId)),
  select: (db) =>
    db.select(passageShown).from(records).innerJoin(aiCameras, eq(aiCameras.id, records.cameraId)).$dynamic(),
  orderBy: [desc(records.recordTime), desc(records.id)],
};

const qb = new QueryBuilder({ casing: 'snake_case' });
const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const hour = sql<string>`date_trunc('hour', ${records.recordTime})`;

/** One row per camera and hour with passages: in, out, and how many of them were strangers. */
const cameraHours = qb
  .select({
    rowId: sql<string>`${records.cameraId} || ':' || to_char(${hour}, 'YYYYMMDDHH24')`.as('row_id'),
    projectId: records.projectId,
    cameraId: records.cameraId,
    recordHour: sql<string>`${hour}`.as('record_hour'),
    inCount: count(sql`${records.direction} = ${IN}`).as('in_count'),
    outCount: count(sql`${records.direction} = ${OUT}`).as('out_count'),
    strangerCount: count(sql`${records.personId} is null`).as('stranger_count'),
  })
  .from(records)
  .groupBy(records.projectId, records.cameraId, hour)
  .as('camera_hours');

export const aiCameraHourRecordAdapter: ResourceAdapter = {
  table: cameraHours as never,
  // A computed key (camera and hour) of the derived rows; the block only selects and compares it.
  id: cameraHours.rowId as never,
  project: cameraHours.projectId,
  columns: { cameraName: aiCameras.cameraName, recordHour: cameraHours.recordHour as never },
  filterJoins: (query) => query.innerJoin(aiCameras, eq(aiCameras.id, cameraHours.cameraId)),
  select: (db) =>
    db
      .select({
        rowId: cameraHours.rowId,
        projectId: cameraHours.projectId,
        cameraId: cameraHours.cameraId,
        cameraName: aiCameras.cameraName,
        recordHour: sql<string>`to_char(${cameraHours.recordHour}, 'YYYY-MM-DD HH24:MI:SS')`,
        inCount: cameraHours.inCount,
        outCount: cameraHours.outCount,
        strangerCount: cameraHours.strangerCount,
      })
      .from(cameraHours)
      .innerJoin(aiCameras, eq(aiCameras.id, cameraHours.cameraId))
      .$dynamic(),
  orderBy: [desc(cameraHours.recordHour), aiCameras.cameraName],
};

const day = sql<string>`to_char(${records.recordTime}, 'YYYY-MM-DD')`;
const shownTime = (value: unknown) => sql<string>`coalesce(to_char(${value}, 'YYYY-MM-DD HH24:MI:SS'), '')`;

/** One row per person and day the AI cameras saw: the first entry, the last exit, how many passages. */
const personDays = qb
  .select({
    rowId: sql<string>`${records.personId} || ':' || ${day}`.as('row_id'),
    projectId: records.projectId,
    personId: records.personId,
    recordDate: sql<string>`${day}`.as('record_date'),
    firstIn: sql`min(${records.recordTime}) filter (where ${records.direction} = ${IN})`.as('first_in'),
    lastOut: sql`max(${records.recordTime}) filter (where ${records.direction} = ${OUT})`.as('last_out'),
    passCount: sql<number>`count(*)::int`.as('pass_count'),
  })
  .from(records)
  .where(isNotNull(records.personId))
  .groupBy(records.projectId, records.personId, day)
  .as('ai_person_days');

export const aiCameraOutInAdapter: ResourceAdapter = {
  table: personDays as never,
  id: personDays.rowId as never,
  project: personDays.projectId,
  columns: { personName: persons.personName, recordDate: personDays.recordDate as never },
  filterJoins: (query) => query.innerJoin(persons, eq(persons.id, personDays.personId)),
  select: (db) =>
    db
      .select({
        rowId: personDays.rowId,
        projectId: personDays.projectId,
        personId: personDays.personId,
        personName: persons.personName,
        recordDate: personDays.recordDate,
        firstIn: shownTime(personDays.firstIn),
        lastOut: shownTime(personDays.lastOut),
        passCount: personDays.passCount,
      })
      .from(personDays)
      .innerJoin(persons, eq(persons.id, personDays.personId))
      .$dynamic(),
  orderBy: [desc(personDays.recordDate), persons.personName],
};
