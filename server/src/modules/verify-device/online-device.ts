import type { Database } from '../../db/client';
import { type DeviceRow, deviceOfProject } from './device';
import { DeviceOfflineError } from './gateway';

/** The device a command goes to: of the project, and online, else refused at once without waiting. */
export async function onlineDevice(db: Database, projectId: string, deviceId: string): Promise<DeviceRow> {
  const device = await deviceOfProject(db, projectId, deviceId);
  if (!device.online) throw new DeviceOfflineError();
  return device;
}

/** The gateway's address of a device. */
export const targetOf = (device: DeviceRow) => ({ deviceId: device.id, deviceSn: device.deviceSn });
