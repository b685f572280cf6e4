import { asc, eq, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type craneWorkCycles, type elevatorWorkCycles, hoistDrivers, persons } from '../../db/schema';
import { stamp } from '../../seed/devices/clock';
import { integerBetween, type Random, round } from '../../seed/devices/random';

/** How long a crane's lift or a lift's trip takes, in seconds: it ends at the reading that saw its load. */
const CRANE_CYCLE_SECONDS: [number, number] = [90, 420];
const LIFT_TRIP_SECONDS: [number, number] = [40, 180];

/** The driver at each crane or lift (the first of its drivers by name), by device id. */
export async function driverByDevice(db: Database, column: AnyPgColumn): Promise<Map<string, string>> {
  const rows = await db
    .select({ deviceId: column, personId: hoistDrivers.personId })
    .from(hoistDrivers)
    .innerJoin(persons, eq(persons.id, hoistDrivers.personId))
    .where(isNotNull(column))
    .orderBy(asc(persons.personName), asc(hoistDrivers.id));
  const drivers = new Map<string, string>();
  for (const row of rows) if (!drivers.has(row.deviceId)) drivers.set(row.deviceId, row.personId);
  return drivers;
}

interface CraneReading {
  deviceId: string;
  range: number;
  weight: number;
  moment: number;
  height: number;
}

/**
 * The lift a crane reading with a load on the hook ends: picked up nearer the mast or further out, set down
 * at the reading's range, its largest values the reading's; none without a load.
 */
export function craneCycle(
  random: Random,
  reading: CraneReading,
  at: Date,
  maxRange: number,
  personId: string | null,
): typeof craneWorkCycles.$inferInsert | null {
  if (reading.weight <= 0) return null;
  const seconds = integerBetween(random, ...CRANE_CYCLE_SECONDS);
  return {
    deviceId: reading.deviceId,
    personId,
    startTime: stamp(at.getTime() - seconds * 1000),
    endTime: stamp(at),
    startRange: round(integerBetween(random, 5, Math.max(6, Math.floor(maxRange)))),
    endRange: reading.range,
    maxWeight: reading.weight,
    maxMoment: reading.moment,
    maxHeight: reading.height,
  };
}

interface LiftReading {
  deviceId: string;
  floor: number;
  weight: number;
  peopleCnt: number;
  height: number;
}

/**
 * The trip a lift reading ends when the cage stands at another floor than at the reading before (`from`);
 * none otherwise.
 */
export function liftTrip(
  random: Random,
  reading: LiftReading,
  at: Date,
  from: { floor: number; height: number },
  personId: string | null,
): typeof elevatorWorkCycles.$inferInsert | null {
  if (reading.floor === from.floor) return null;
  const seconds = integerBetween(random, ...LIFT_TRIP_SECONDS);
  return {
    deviceId: reading.deviceId,
    personId,
    startTime: stamp(at.getTime() - seconds * 1000),
    endTime: stamp(at),
    startFloor: from.floor,
    endFloor: reading.floor,
    maxWeight: reading.weight,
    maxPeople: reading.peopleCnt,
    maxHeight: Math.max(from.height, reading.height),
  };
}
