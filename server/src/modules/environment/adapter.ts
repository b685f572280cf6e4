import { asc, desc, sql } from 'drizzle-orm';
import { ycjzDevices, ycjzReadings } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

const columns = { deviceAlias: ycjzDevices.deviceAlias, sort: ycjzDevices.sort };

/** Dust and noise monitors (YCJZ_DEVICE_RESOURCE), each with the time of its latest reading. */
export const ycjzDeviceAdapter: ResourceAdapter = {
  table: ycjzDevices,
  id: ycjzDevices.id,
  project: ycjzDevices.projectId,
  columns,
  select: (db) =>
    db
      .select({
        ycjzDeviceId: ycjzDevices.id,
        projectId: ycjzDevices.projectId,
        ...columns,
        // One index entry per monitor (the readings' key is device, time).
        lastTime: sql<
          string | null
        >`(select to_char(max(${ycjzReadings.recordedAt}), 'YYYY-MM-DD HH24:MI:SS') from ${ycjzReadings} where ${ycjzReadings.deviceId} = ${ycjzDevices.id})`,
        createTime: ycjzDevices.createdAt,
      })
      .from(ycjzDevices)
      .$dynamic(),
  orderBy: [asc(ycjzDevices.sort), desc(ycjzDevices.createdAt)],
};
