import {
  DEFAULT_FACE_DEVICE_PROTOCOL,
  DEFAULT_FACE_DEVICE_SETTINGS,
  type FaceDeviceProtocol,
  type FaceDeviceSettings,
  formatDateTime,
} from '@site/shared-schema';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { siteAreas, verifyDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { checkDeviceChoice, type HoistPeopleKind } from '../hoist/people-kinds';
import { atGates } from './device';
import { syncCount } from './sync-state';

/** 1 online, 0 offline, as the seed's device lists answer deviceStatus; a filter column too. */
const deviceStatus = sql<number>`(case when ${verifyDevices.online} then 1 else 0 end)`.mapWith(Number);

/** What a device runs before the first command that sets it: its factory values. */
const orDefault = <T>(column: AnyPgColumn, value: T) =>
  sql<T>`coalesce(${column}, ${JSON.stringify(value)}::jsonb)`;

const columns = {
  deviceName: verifyDevices.deviceName,
  deviceSn: verifyDevices.deviceSn,
  model: verifyDevices.model,
  ip: verifyDevices.ip,
  // The block's eq filter takes any SQL expression; it is no form field, so writes never reach it.
  deviceStatus: deviceStatus as unknown as AnyPgColumn,
  lastOnlineTime: verifyDevices.lastOnlineTime,
};

/** A gate's own columns: where it stands and which way its passages count. */
const gateColumns = { areaId: verifyDevices.areaId, direction: verifyDevices.direction };

/** What every face device answers besides its columns: the state the gateway keeps and the sync summary. */
const answered = {
  deviceId: verifyDevices.id,
  projectId: verifyDevices.projectId,
  ...columns,
  deviceStatus,
  firmwareVersion: verifyDevices.firmwareVersion,
  syncedCount: syncCount('SYNCED'),
  pendingCount: syncCount('PENDING'),
  failedCount: syncCount('FAILED'),
  settings: orDefault<FaceDeviceSettings>(verifyDevices.settings, DEFAULT_FACE_DEVICE_SETTINGS),
  protocol: orDefault<FaceDeviceProtocol>(verifyDevices.protocol, DEFAULT_FACE_DEVICE_PROTOCOL),
  longitude: verifyDevices.longitude,
  latitude: verifyDevices.latitude,
  createTime: verifyDevices.createdAt,
};

// Devices added here (sort 0) first, newest first, then the installed ones in their order.
const orderBy = [asc(verifyDevices.sort), desc(verifyDevices.createdAt)];

/** A device registered here is connected by the gateway at once (the simulated fleet knows every serial). */
const connected = () => ({
  online: true,
  lastOnlineTime: formatDateTime(Date.now()),
  firmwareVersion: 'V1.0.0',
});

/**
 * Face devices at the gates: their own columns, the area's name, the online state the gateway keeps and
 * the sync summary counted from the people meant for each device. The devices of cranes' and lifts' cabs
 * are not gates (cabDeviceAdapter).
 */
export const verifyDeviceAdapter: ResourceAdapter = {
  table: verifyDevices,
  id: verifyDevices.id,
  project: verifyDevices.projectId,
  columns: { ...columns, ...gateColumns },
  scope: atGates,
  select: (db) =>
    db
      .select({
        ...answered,
        ...gateColumns,
        areaName: sql<string>`coalesce(${siteAreas.areaName}, '')`,
      })
      .from(verifyDevices)
      .leftJoin(siteAreas, eq(siteAreas.id, verifyDevices.areaId))
      .$dynamic(),
  orderBy,
  insertValues: connected,
};

/**
 * Face devices (type 7) in the cabs of one kind: the same devices, bound to a crane or lift, whose name is
 * answered and searched; the binding's type is set on add, so the gate list never shows them.
 */
export function cabDeviceAdapter(binding: HoistPeopleKind): ResourceAdapter {
  const name = sql<string>`coalesce(${binding.deviceName}, '')`;
  return {
    table: verifyDevices,
    id: verifyDevices.id,
    project: verifyDevices.projectId,
    columns: {
      ...columns,
      [binding.deviceKey]: binding.faceColumn,
      [binding.deviceNameKey]: binding.deviceName,
    },
    scope: eq(verifyDevices.bindingType, binding.bindingType),
    filterJoins: (query) => query.leftJoin(binding.devices, eq(binding.devices.id, binding.faceColumn)),
    select: (db) =>
      db
        .select({
          ...answered,
          [binding.deviceKey]: sql<string>`coalesce(${binding.faceColumn}, '')`,
          [binding.deviceNameKey]: name,
        })
        .from(verifyDevices)
        .leftJoin(binding.devices, eq(binding.devices.id, binding.faceColumn))
        .$dynamic(),
    orderBy,
    insertValues: () => ({ ...connected(), bindingType: binding.bindingType }),
    check: (context, record) => checkDeviceChoice(binding, context, record),
  };
}
