import { formatDateTime } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprDevices, lprWhiteLists, vehicleFleets, vehicles } from '../../db/schema';
import { DEMO_PROJECTS } from '../demo';
import { DAY } from './clock';

/**
 * The main project's registered vehicles on its whitelist, long-term for a year from a month ago, pushed
 * to its gate cameras; the staff cars' entries end in a few days, so the list shows some expiring.
 */
export async function seedWhiteList(db: Database): Promise<void> {
  const projectId = DEMO_PROJECTS.main;
  const now = Date.now();
  const devices = await db
    .select({ deviceName: lprDevices.deviceName })
    .from(lprDevices)
    .where(eq(lprDevices.projectId, projectId));
  const registered = await db
    .select({
      licensePlate: vehicles.licensePlate,
      vehicleType: vehicles.vehicleType,
      mcName: vehicleFleets.mcName,
    })
    .from(vehicles)
    .leftJoin(vehicleFleets, eq(vehicleFleets.id, vehicles.fleetId))
    .where(eq(vehicles.projectId, projectId));
  if (registered.length === 0) return;
  const equipmentName = devices.map((device) => device.deviceName).join('、');
  await db.insert(lprWhiteLists).values(
    registered.map(({ licensePlate, vehicleType, mcName }) => {
      const staffCar = vehicleType === 1 || vehicleType === 2;
      return {
        projectId,
        licensePlate,
        wtype: staffCar ? 2 : 1,
        color: licensePlate.startsWith('浙H') ? 2 : 1,
        carType: vehicleType,
        mcName: mcName ?? '',
        effectTime: formatDateTime(now - 30 * DAY),
        expirationTime: formatDateTime(now + (staffCar ? 3 : 335) * DAY),
        equipmentName,
        status: 1,
      };
    }),
  );
}
