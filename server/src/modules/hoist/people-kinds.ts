import type { ResourceCode } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { craneDevices, elevatorDevices, hoistDrivers, verifyDevices } from '../../db/schema';
import type { StoredRow, WriteContext } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

/**
 * A kind of hoisting device as its people see it: the cab face devices bound to it (bindingType), its
 * drivers (selectType), and the columns of verify_devices and hoist_drivers naming one of its devices.
 */
export interface HoistPeopleKind {
  bindingType: 'CRANE' | 'ELEVATOR';
  selectType: 1 | 2;
  code: ResourceCode;
  devices: PgTable & { id: AnyPgColumn; projectId: AnyPgColumn };
  deviceName: AnyPgColumn;
  /** The answer's keys of the device's id and name (craneDeviceId, craneName). */
  deviceKey: string;
  deviceNameKey: string;
  faceColumn: AnyPgColumn;
  driverColumn: AnyPgColumn;
  /** 塔吊 / 升降机, in messages. */
  label: string;
}

export const CRANE_PEOPLE: HoistPeopleKind = {
  bindingType: 'CRANE',
  selectType: 1,
  code: 'cSiteCraneManager',
  devices: craneDevices,
  deviceName: craneDevices.craneName,
  deviceKey: 'craneDeviceId',
  deviceNameKey: 'craneName',
  faceColumn: verifyDevices.craneId,
  driverColumn: hoistDrivers.craneId,
  label: '塔吊',
};

export const LIFT_PEOPLE: HoistPeopleKind = {
  bindingType: 'ELEVATOR',
  selectType: 2,
  code: 'cSiteElevatorDeviceManager',
  devices: elevatorDevices,
  deviceName: elevatorDevices.elevatorName,
  deviceKey: 'elevatorDeviceId',
  deviceNameKey: 'elevatorName',
  faceColumn: verifyDevices.elevatorId,
  driverColumn: hoistDrivers.elevatorId,
  label: '升降机',
};

/** The crane or lift a record chose is one of the project's, refused beside the field otherwise. */
export async function checkDeviceChoice(
  kind: HoistPeopleKind,
  { db, operator }: WriteContext,
  record: StoredRow,
): Promise<void> {
  const deviceId = record[kind.deviceKey];
  if (typeof deviceId !== 'string' || deviceId === '') return;
  const [device] = await db
    .select({ id: kind.devices.id })
    .from(kind.devices)
    .where(and(eq(kind.devices.id, deviceId), eq(kind.devices.projectId, operator.projectId)));
  if (!device) throw new FieldProblem(kind.deviceKey, `${kind.label}不存在`);
}
