import { formatDateTime } from '@site/shared-schema';
import { asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { trainDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { syncCount } from './sync-state';

/** 1 online, 0 offline, as the seed's device lists answer deviceStatus; a filter column too. */
const deviceStatus = sql<number>`(case when ${trainDevices.online} then 1 else 0 end)`.mapWith(Number);

const columns = {
  deviceName: trainDevices.deviceName,
  deviceSn: trainDevices.deviceSn,
  installPlace: trainDevices.installPlace,
  // The block's eq filter takes any SQL expression; it is no form field, so writes never reach it.
  deviceStatus: deviceStatus as unknown as AnyPgColumn,
  lastOnlineTime: trainDevices.lastOnlineTime,
  model: trainDevices.model,
  ip: trainDevices.ip,
};

/**
 * Training devices: their own columns, the online state the gateway keeps and the sync summary counted
 * from the people on the job. A device registered here is connected at once (the simulated fleet knows
 * every serial number).
 */
export const trainDeviceAdapter: ResourceAdapter = {
  table: trainDevices,
  id: trainDevices.id,
  project: trainDevices.projectId,
  columns,
  select: (db) =>
    db
      .select({
        deviceId: trainDevices.id,
        projectId: trainDevices.projectId,
        ...columns,
        deviceStatus,
        syncedCount: syncCount('SYNCED'),
        syncingCount: syncCount('SYNCING'),
        failedCount: syncCount('FAILED'),
        createTime: trainDevices.createdAt,
      })
      .from(trainDevices)
      .$dynamic(),
  // Devices added here (sort 0) first, newest first, then the installed ones in their order.
  orderBy: [asc(trainDevices.sort), desc(trainDevices.createdAt)],
  insertValues: () => ({ online: true, lastOnlineTime: formatDateTime(Date.now()) }),
};
