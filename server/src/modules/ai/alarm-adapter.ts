import { desc, eq, sql } from 'drizzle-orm';
import { aiBoxAlarms, aiBoxes, monitorDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

const deviceName = sql<string>`coalesce(${monitorDevices.deviceName}, '')`;

/** The boxes' alarms (AI_BOX_ALARM_RESOURCE) with their box and camera names, newest first. */
export const aiBoxAlarmAdapter: ResourceAdapter = {
  table: aiBoxAlarms,
  id: aiBoxAlarms.id,
  project: aiBoxAlarms.projectId,
  columns: {
    boxName: aiBoxes.boxName,
    deviceName: monitorDevices.deviceName,
    alarmType: aiBoxAlarms.alarmType,
    alarmTime: aiBoxAlarms.alarmTime,
  },
  filterJoins: (query) =>
    query
      .innerJoin(aiBoxes, eq(aiBoxes.id, aiBoxAlarms.boxId))
      .leftJoin(monitorDevices, eq(monitorDevices.id, aiBoxAlarms.deviceId)),
  select: (db) =>
    db
      .select({
        alarmId: aiBoxAlarms.id,
        projectId: aiBoxAlarms.projectId,
        boxId: aiBoxAlarms.boxId,
        boxName: aiBoxes.boxName,
        deviceId: aiBoxAlarms.deviceId,
        deviceName,
        alarmType: aiBoxAlarms.alarmType,
        snapshotPath: aiBoxAlarms.snapshotPath,
        alarmTime: aiBoxAlarms.alarmTime,
      })
      .from(aiBoxAlarms)
      .innerJoin(aiBoxes, eq(aiBoxes.id, aiBoxAlarms.boxId))
      .leftJoin(monitorDevices, eq(monitorDevices.id, aiBoxAlarms.deviceId))
      .$dynamic(),
  orderBy: [desc(aiBoxAlarms.alarmTime), desc(aiBoxAlarms.id)],
};
