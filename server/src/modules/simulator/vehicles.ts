import { projectTopic, type VehiclePassageMessage } from '@site/shared-realtime';
import { formatDateTime, VEHICLE_DIRECTION_IN, VEHICLE_TYPES } from '@site/shared-schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { lprDevices, lprRecords, vehicleFleets, vehicles } from '../../db/schema';
import { hourOfDay, stamp } from '../../seed/devices/clock';
import { pick, type Random } from '../../seed/devices/random';
import { plateColorOf } from '../vehicle/plate-colour';
import { vehiclesInside } from '../vehicle/queries';
import { chance, type SimulatorContext } from './context';

const VEHICLE_DIRECTION_OUT = 2;
const PLATE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const VISITOR_PREFIXES = ['皖B', '苏E', '赣A', '浙D', '沪C'];
/** Vehicle types of unregistered visitors: other, lorry. */
const VISITOR_TYPES = [0, 3];

const visitorPlate = (random: Random): string =>
  `${pick(random, VISITOR_PREFIXES)}·${Array.from({ length: 5 }, () => pick(random, [...PLATE_CHARACTERS])).join('')}`;

/**
 * Plate cameras: each round, one vehicle of each project passes its gate: in the day mostly the project's
 * fleets coming and going, sometimes a visitor; at night the site empties. The passage is written, so the
 * record list and the overview count it, and published as the row the vehicle widget prepends.
 */
export async function vehicleRound(ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> {
  const { random, db } = ctx;
  const cameras = await db
    .select()
    .from(lprDevices)
    .where(and(inArray(lprDevices.projectId, projectIds), eq(lprDevices.online, true)));
  const time = new Date(now);
  // The connected cameras are heard from each round: their last-seen time stays current.
  await db
    .update(lprDevices)
    .set({ lastOnlineTime: stamp(time) })
    .where(and(inArray(lprDevices.projectId, projectIds), eq(lprDevices.online, true)));
  const daytime = hourOfDay(time) >= 6 && hourOfDay(time) < 20;
  for (const projectId of new Set(cameras.map((camera) => camera.projectId))) {
    const registered = await db
      .select({
        licensePlate: vehicles.licensePlate,
        vehicleType: vehicles.vehicleType,
        mcName: vehicleFleets.mcName,
      })
      .from(vehicles)
      .leftJoin(vehicleFleets, eq(vehicleFleets.id, vehicles.fleetId))
      .where(eq(vehicles.projectId, projectId));
    const inside = await vehiclesInside(db, projectId, formatDateTime(now));
    const insidePlates = new Set(inside.map((vehicle) => vehicle.licensePlate));
    const outside = registered.filter((vehicle) => !insidePlates.has(vehicle.licensePlate));
    const entering = inside.length === 0 || (daytime ? chance(random, 0.55) : chance(random, 0.2));
    let passage: { licensePlate: string; vehicleType: number };
    if (entering) {
      passage =
        outside.length > 0 && !chance(random, 0.2)
          ? pick(random, outside)
          : { licensePlate: visitorPlate(random), vehicleType: pick(random, VISITOR_TYPES) };
    } else {
      const { licensePlate } = pick(random, inside);
      const [last] = await db
        .select({ vehicleType: lprRecords.vehicleType })
        .from(lprRecords)
        .where(and(eq(lprRecords.projectId, projectId), eq(lprRecords.licensePlate, licensePlate)))
        .orderBy(desc(lprRecords.recognitionTime))
        .limit(1);
      passage = { licensePlate, vehicleType: last?.vehicleType ?? 0 };
    }
    const fleet = registered.find((vehicle) => vehicle.licensePlate === passage.licensePlate);
    const direction = entering ? VEHICLE_DIRECTION_IN : VEHICLE_DIRECTION_OUT;
    const gates = cameras.filter((camera) => camera.projectId === projectId);
    const gate = gates.find((camera) => camera.direction === direction) ?? gates[0];
    const recognitionTime = stamp(time);
    const [{ id }] = await db
      .insert(lprRecords)
      .values({
        projectId,
        deviceId: gate.id,
        licensePlate: passage.licensePlate,
        vehicleType: passage.vehicleType,
        plateColor: plateColorOf(passage.licensePlate, passage.vehicleType),
        direction,
        recognitionTime,
      })
      .returning({ id: lprRecords.id });
    const message: VehiclePassageMessage = {
      recordId: id,
      photoUrl: '',
      licensePlate: passage.licensePlate,
      mcName: fleet?.mcName ?? '',
      workerTypeName: VEHICLE_TYPES[passage.vehicleType] ?? VEHICLE_TYPES[0],
      direction,
      recognitionTime,
      projectId,
      deviceId: gate.id,
      deviceName: gate.deviceName,
    };
    ctx.publish(projectTopic('sendLrpEquipmentTimeLog', projectId), message);
  }
}
