import type { DeviceRequest } from '@site/shared-realtime';
import type { ResourceCode } from '@site/shared-schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verifyDevices } from '../../db/schema';
import { notFound } from '../../resource/rows';
import { CRANE_PEOPLE, LIFT_PEOPLE } from '../hoist/people-kinds';

export type DeviceRow = typeof verifyDevices.$inferSelect;

/** The devices at the gates, whose passages are entries and exits (a crane's or lift's cab device is none). */
export const atGates = isNull(verifyDevices.bindingType);

/** A device of the project, or 404 记录不存在 (another project's device is not told apart from none). */
export async function deviceOfProject(db: Database, projectId: string, deviceId: string): Promise<DeviceRow> {
  const [device] = await db
    .select()
    .from(verifyDevices)
    .where(and(eq(verifyDevices.projectId, projectId), eq(verifyDevices.id, deviceId)));
  if (!device) throw notFound();
  return device;
}

/** A device as the sync queries scope it. */
export const scopeOf = (device: DeviceRow) => ({
  deviceId: device.id,
  projectId: device.projectId,
  areaId: device.areaId,
  bindingType: device.bindingType,
  craneId: device.craneId,
  elevatorId: device.elevatorId,
});

/**
 * The resource code a command on the request's device needs: a gate's users of face devices, a cab's users
 * of its cranes or lifts (a device not of the project: a gate's, and then 404).
 */
export const faceDeviceAccess =
  (db: Database) =>
  async ({ projectId, deviceId }: DeviceRequest): Promise<ResourceCode> => {
    const [device] = await db
      .select({ bindingType: verifyDevices.bindingType })
      .from(verifyDevices)
      .where(and(eq(verifyDevices.projectId, projectId), eq(verifyDevices.id, deviceId)));
    const cab = [CRANE_PEOPLE, LIFT_PEOPLE].find((kind) => kind.bindingType === device?.bindingType);
    return cab?.code ?? 'cSiteVerifyDeviceManager';
  };
