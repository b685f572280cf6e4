import { VEHICLE_DIRECTION_IN } from '@site/shared-schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { lprDayPlates, lprDevices, lprPlates, lprRecords, vehicleFleets, vehicles } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/**
 * The plate record lists (docs/api-decisions.md "Plate records"), all read from the passages the gate
 * cameras wrote (lpr_records): nothing is stored twice, so the lists, the statistics and the walls agree.
 */

const qb = new QueryBuilder({ casing: 'snake_case' });
const shownTime = (value: unknown) => sql`to_char(${value}, 'YYYY-MM-DD HH24:MI:SS')`;
/** The fleet of a registered plate, '' for others. */
const mcName = sql<string>`coalesce(${vehicleFleets.mcName}, '')`;
const ofVehicle = and(
  eq(vehicles.projectId, lprRecords.projectId),
  eq(vehicles.licensePlate, lprRecords.licensePlate),
);
/** A stored photo is a server path (/files/...): the block's image fields are relative to the files folder. */
const photoUrl = sql<string>`regexp_replace(${lprRecords.photoUrl}, '^/files/', '')`;

/**
 * A plate search matches the project's plates (lpr_plates, a few thousand) and reaches their passages by
 * the (project, plate, time, id) index; unsearched, the join on its key is left out by the planner.
 */
const plateOf = (project: AnyPgColumn, plate: AnyPgColumn) =>
  and(eq(lprPlates.projectId, project), eq(lprPlates.licensePlate, plate));

/** Every passage, newest first: the (project, time, id) index reads a page without sorting. */
export const accessRecordAdapter: ResourceAdapter = {
  table: lprRecords,
  id: lprRecords.id,
  project: lprRecords.projectId,
  columns: {
    licensePlate: lprPlates.licensePlate,
    plateColor: lprRecords.plateColor,
    vehicleType: lprRecords.vehicleType,
    direction: lprRecords.direction,
    deviceName: lprDevices.deviceName,
    recognitionTime: lprRecords.recognitionTime,
  },
  filterJoins: (query) =>
    query
      .leftJoin(lprPlates, plateOf(lprRecords.projectId, lprRecords.licensePlate))
      .leftJoin(lprDevices, eq(lprDevices.id, lprRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: lprRecords.id,
        projectId: lprRecords.projectId,
        photoUrl,
        licensePlate: lprRecords.licensePlate,
        plateColor: lprRecords.plateColor,
        vehicleType: lprRecords.vehicleType,
        mcName,
        direction: lprRecords.direction,
        deviceId: lprRecords.deviceId,
        deviceName: sql<string>`coalesce(${lprDevices.deviceName}, '')`,
        recognitionTime: lprRecords.recognitionTime,
      })
      .from(lprRecords)
      .leftJoin(lprPlates, plateOf(lprRecords.projectId, lprRecords.licensePlate))
      .leftJoin(lprDevices, eq(lprDevices.id, lprRecords.deviceId))
      .leftJoin(vehicles, ofVehicle)
      .leftJoin(vehicleFleets, eq(vehicleFleets.id, vehicles.fleetId))
      .$dynamic(),
  orderBy: [desc(lprRecords.recognitionTime)],
};

/**
 * A passage whose plate had no enabled whitelist entry in force at its time: a stranger. Plates compare
 * without the separator dot, which cameras print and people may leave out.
 */
const stranger = sql`not exists (select 1 from lpr_white_lists listed
  where listed.project_id = ${lprRecords.projectId}
    and replace(listed.license_plate, '·', '') = replace(${lprRecords.licensePlate}, '·', '')
    and listed.status = 1
    and ${lprRecords.recognitionTime} between listed.effect_time and listed.expiration_time)`;

export const strangeRecordAdapter: ResourceAdapter = { ...accessRecordAdapter, scope: stranger };

const { id, projectId, licensePlate, plateColor, vehicleType, direction, recognitionTime, deviceId } =
  lprRecords;

/**
 * Every passage with the id of the same plate's next passage: a correlated lookup on the (project, plate,
 * time, id) index, so the filters reach the passages first and only a page's rows look theirs up.
 */
const passages = qb
  .select({
    id,
    projectId,
    licensePlate,
    plateColor,
    vehicleType,
    direction,
    photoUrl: lprRecords.photoUrl,
    inTime: recognitionTime,
    inDeviceId: deviceId,
    // Written out: a select of one table names its columns unqualified, which the lookup's own copy of
    // the table would shadow.
    nextId: sql<string | null>`(${sql.raw(`select later.id from lpr_records later
      where later.project_id = lpr_records.project_id and later.license_plate = lpr_records.license_plate
        and (later.recognition_time, later.id) > (lpr_records.recognition_time, lpr_records.id)
      order by later.recognition_time, later.id limit 1`)})`.as('next_id'),
  })
  .from(lprRecords)
  .as('passages');

const exits = alias(lprRecords, 'exits');
const inDevices = alias(lprDevices, 'in_devices');
const outDevices = alias(lprDevices, 'out_devices');

/** An entry and, when the plate's next passage is an exit, that exit; the minutes between them. */
export const throughRecordAdapter: ResourceAdapter = {
  table: passages as never,
  id: passages.id,
  project: passages.projectId,
  columns: {
    licensePlate: lprPlates.licensePlate,
    plateColor: passages.plateColor,
    vehicleType: passages.vehicleType,
    inTime: passages.inTime,
  },
  scope: eq(passages.direction, VEHICLE_DIRECTION_IN),
  filterJoins: (query) => query.leftJoin(lprPlates, plateOf(passages.projectId, passages.licensePlate)),
  select: (db) =>
    db
      .select({
        recordId: passages.id,
        projectId: passages.projectId,
        photoUrl: sql<string>`regexp_replace(${passages.photoUrl}, '^/files/', '')`,
        licensePlate: passages.licensePlate,
        plateColor: passages.plateColor,
        vehicleType: passages.vehicleType,
        mcName,
        inTime: passages.inTime,
        inDeviceName: sql<string>`coalesce(${inDevices.deviceName}, '')`,
        outTime: sql<string>`coalesce(${shownTime(exits.recognitionTime)}, '')`,
        outDeviceName: sql<string>`case when ${exits.id} is null then '' else coalesce(${outDevices.deviceName}, '') end`,
        stayMinutes: sql<
          number | null
        >`floor(extract(epoch from (${exits.recognitionTime} - ${passages.inTime})) / 60)::int`,
      })
      .from(passages)
      .leftJoin(lprPlates, plateOf(passages.projectId, passages.licensePlate))
      .leftJoin(inDevices, eq(inDevices.id, passages.inDeviceId))
      .leftJoin(exits, and(eq(exits.id, passages.nextId), sql`${exits.direction} <> ${VEHICLE_DIRECTION_IN}`))
      .leftJoin(outDevices, eq(outDevices.id, exits.deviceId))
      .leftJoin(
        vehicles,
        and(eq(vehicles.projectId, passages.projectId), eq(vehicles.licensePlate, passages.licensePlate)),
      )
      .leftJoin(vehicleFleets, eq(vehicleFleets.id, vehicles.fleetId))
      .$dynamic(),
  orderBy: [desc(passages.inTime)],
};

/**
 * Passages per project, day and plate colour, summed from the day's plates (lpr_day_plates, kept by
 * triggers on the passages): a plate's row is one vehicle.
 */
const dayCounts = qb
  .select({
    rowId: sql<string>`to_char(${lprDayPlates.day}, 'YYYY-MM-DD') || ':' || ${lprDayPlates.plateColor}`.as(
      'row_id',
    ),
    projectId: lprDayPlates.projectId,
    day: lprDayPlates.day,
    statDate: sql<string>`to_char(${lprDayPlates.day}, 'YYYY-MM-DD')`.as('stat_date'),
    plateColor: lprDayPlates.plateColor,
    inCount: sql<number>`sum(${lprDayPlates.inCount})::int`.as('in_count'),
    outCount: sql<number>`sum(${lprDayPlates.outCount})::int`.as('out_count'),
    totalCount: sql<number>`sum(${lprDayPlates.inCount} + ${lprDayPlates.outCount})::int`.as('total_count'),
    vehicleCount: sql<number>`count(*)::int`.as('vehicle_count'),
  })
  .from(lprDayPlates)
  .groupBy(lprDayPlates.projectId, lprDayPlates.day, lprDayPlates.plateColor)
  .as('day_counts');

export const throughStatisticsAdapter: ResourceAdapter = {
  table: dayCounts as never,
  // A computed key (day and colour) of the derived rows; the block only selects and compares it.
  id: dayCounts.rowId as never,
  project: dayCounts.projectId,
  // The range compares the day (a date), which reaches the grouped plates through their key.
  columns: { statDate: dayCounts.day as never, plateColor: dayCounts.plateColor },
  select: (db) =>
    db
      .select({
        rowId: dayCounts.rowId,
        projectId: dayCounts.projectId,
        statDate: dayCounts.statDate,
        plateColor: dayCounts.plateColor,
        inCount: dayCounts.inCount,
        outCount: dayCounts.outCount,
        totalCount: dayCounts.totalCount,
        vehicleCount: dayCounts.vehicleCount,
      })
      .from(dayCounts)
      .$dynamic(),
  orderBy: [desc(dayCounts.day), dayCounts.plateColor],
};
