import { asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aepDevices, aepRealtimeLogs } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { readingsAdapter } from '../hoist/records';

/** 1 online, 0 offline, as the device lists answer deviceStatus; a filter column too. */
const deviceStatus = sql<number>`(case when ${aepDevices.online} then 1 else 0 end)`.mapWith(Number);

const columns = {
  deviceName: aepDevices.deviceName,
  areaName: aepDevices.areaName,
  // The block's eq filter takes any SQL expression; it is no form field, so writes never reach it.
  deviceStatus: deviceStatus as unknown as AnyPgColumn,
};

/** Distribution boxes (AEP_DEVICE_RESOURCE), each with its online state and the time of its latest reading. */
export const aepDeviceAdapter: ResourceAdapter = {
  table: aepDevices,
  id: aepDevices.id,
  project: aepDevices.projectId,
  columns,
  select: (db) =>
    db
      .select({
        deviceId: aepDevices.id,
        projectId: aepDevices.projectId,
        ...columns,
        deviceStatus,
        // One index entry per box (the logs' key is device, time). The box's id is named with its table:
        // unqualified, "id" would be the log's own.
        lastTime: sql<
          string | null
        >`(select to_char(max(${aepRealtimeLogs.recordedAt}), 'YYYY-MM-DD HH24:MI:SS') from ${aepRealtimeLogs} where ${aepRealtimeLogs.deviceId} = ${sql.raw('"aep_devices"."id"')})`,
        createTime: aepDevices.createdAt,
      })
      .from(aepDevices)
      .$dynamic(),
  // Boxes added here (sort 0) first, newest first, then the installed ones in their order.
  orderBy: [asc(aepDevices.sort), desc(aepDevices.createdAt)],
};

const LOG_VALUES = {
  electricity: aepRealtimeLogs.electricity,
  leakageElectricity: aepRealtimeLogs.leakageElectricity,
  temperature: aepRealtimeLogs.temperature,
  currentA: aepRealtimeLogs.currentA,
  currentB: aepRealtimeLogs.currentB,
  currentC: aepRealtimeLogs.currentC,
  voltageA: aepRealtimeLogs.voltageA,
  voltageB: aepRealtimeLogs.voltageB,
  voltageC: aepRealtimeLogs.voltageC,
  warnType: aepRealtimeLogs.warnType,
};

const logs = readingsAdapter(
  { devices: aepDevices, deviceName: aepDevices.deviceName },
  aepRealtimeLogs,
  LOG_VALUES,
);

/** The boxes' realtime logs (AEP_REALTIME_LOG_RESOURCE), newest first, searched by box, warning and time. */
export const aepRealtimeLogAdapter: ResourceAdapter = {
  ...logs,
  columns: { ...logs.columns, warnType: aepRealtimeLogs.warnType },
};
