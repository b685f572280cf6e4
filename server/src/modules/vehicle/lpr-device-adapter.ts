import { asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lprDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** 1 online, 0 offline, as the seed's device lists answer deviceStatus; a filter column too. */
const deviceStatus = sql<number>`(case when ${lprDevices.online} then 1 else 0 end)`.mapWith(Number);

const columns = {
  deviceName: lprDevices.deviceName,
  deviceSn: lprDevices.deviceSn,
  direction: lprDevices.direction,
  ip: lprDevices.ip,
  // The block's eq filter takes any SQL expression; it is no form field, so writes never reach it.
  deviceStatus: deviceStatus as unknown as AnyPgColumn,
};

/**
 * Plate cameras (LPR_DEVICE_RESOURCE): their own columns and the connection state the gateway keeps. A
 * camera registered here is not connected yet: its `connection` command brings it online.
 */
export const lprDeviceAdapter: ResourceAdapter = {
  table: lprDevices,
  id: lprDevices.id,
  project: lprDevices.projectId,
  columns,
  select: (db) =>
    db
      .select({
        deviceId: lprDevices.id,
        projectId: lprDevices.projectId,
        ...columns,
        deviceStatus,
        lastOnlineTime: sql<string>`coalesce(to_char(${lprDevices.lastOnlineTime}, 'YYYY-MM-DD HH24:MI:SS'), '')`,
        createTime: lprDevices.createdAt,
      })
      .from(lprDevices)
      .$dynamic(),
  // Cameras added here (sort 0) newest first, then the installed ones in their order.
  orderBy: [asc(lprDevices.sort), desc(lprDevices.createdAt), desc(lprDevices.id)],
  insertValues: () => ({ online: false }),
};
