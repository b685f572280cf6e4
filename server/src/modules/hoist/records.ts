import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceAdapter } from '../../resource/adapter';

/** A kind of hoisting device (tower crane, lift): its devices and the name column lists show. */
export interface HoistTables {
  devices: PgTable & { id: AnyPgColumn; projectId: AnyPgColumn };
  deviceName: AnyPgColumn;
}

/** The readings of a kind (its REALTIME resource): each with its device's name, newest first. */
export function readingsAdapter(
  { devices, deviceName }: HoistTables,
  readings: PgTable & { id: AnyPgColumn; deviceId: AnyPgColumn; recordedAt: AnyPgColumn },
  values: Record<string, AnyPgColumn>,
): ResourceAdapter {
  return {
    table: readings,
    id: readings.id,
    project: devices.projectId,
    columns: { deviceName, recordedAt: readings.recordedAt },
    filterJoins: (query) => query.innerJoin(devices, eq(devices.id, readings.deviceId)),
    select: (db) =>
      db
        .select({
          realtimeId: readings.id,
          projectId: devices.projectId,
          deviceId: readings.deviceId,
          deviceName,
          ...values,
          recordedAt: readings.recordedAt,
        })
        .from(readings)
        .innerJoin(devices, eq(devices.id, readings.deviceId))
        .$dynamic(),
    orderBy: [desc(readings.recordedAt)],
  };
}

/** The alarms and faults of a kind (its ALARM resource), newest first. */
export function alarmsAdapter(
  { devices, deviceName }: HoistTables,
  alarms: PgTable & {
    id: AnyPgColumn;
    deviceId: AnyPgColumn;
    category: AnyPgColumn;
    alarmType: AnyPgColumn;
    happenedAt: AnyPgColumn;
  },
): ResourceAdapter {
  const shown = { category: alarms.category, alarmType: alarms.alarmType, happenedAt: alarms.happenedAt };
  return {
    table: alarms,
    id: alarms.id,
    project: devices.projectId,
    columns: { deviceName, ...shown },
    filterJoins: (query) => query.innerJoin(devices, eq(devices.id, alarms.deviceId)),
    select: (db) =>
      db
        .select({
          alarmId: alarms.id,
          projectId: devices.projectId,
          deviceId: alarms.deviceId,
          deviceName,
          ...shown,
        })
        .from(alarms)
        .innerJoin(devices, eq(devices.id, alarms.deviceId))
        .$dynamic(),
    orderBy: [desc(alarms.happenedAt)],
  };
}
