import { asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { monitorChannels, monitorDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** 1 online, 0 offline, as the device lists answer deviceStatus; a filter column too. */
const deviceStatus = sql<number>`(case when ${monitorDevices.online} then 1 else 0 end)`.mapWith(Number);

const channelCount =
  sql<number>`(select count(*) from ${monitorChannels} where ${monitorChannels.deviceId} = ${monitorDevices.id})`.mapWith(
    Number,
  );

const columns = {
  deviceName: monitorDevices.deviceName,
  deviceType: monitorDevices.deviceType,
  // The block's eq filter takes any SQL expression; neither is a form field, so writes never reach them.
  deviceStatus: deviceStatus as unknown as AnyPgColumn,
  channelCount: channelCount as unknown as AnyPgColumn,
};

/**
 * Video devices: their own columns, the online flag as deviceStatus and the number of channels. The
 * virtual cameras play any channel without a stream address of its own, so a device added here plays as
 * soon as it has a channel.
 */
export const monitorDeviceAdapter: ResourceAdapter = {
  table: monitorDevices,
  id: monitorDevices.id,
  project: monitorDevices.projectId,
  columns,
  select: (db) =>
    db
      .select({
        deviceId: monitorDevices.id,
        projectId: monitorDevices.projectId,
        ...columns,
        deviceStatus,
        channelCount,
        createTime: monitorDevices.createdAt,
      })
      .from(monitorDevices)
      .$dynamic(),
  // Devices added here (sort 0) first, newest first, then the installed ones in their order.
  orderBy: [asc(monitorDevices.sort), desc(monitorDevices.createdAt)],
};
