import { VEHICLE_DIRECTION_IN } from '@site/shared-schema';
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprRecords, vehicleFleets, vehicles } from '../../db/schema';
import type { DayTrips, FleetSize, VehicleInside } from './overview';

/** Plates whose latest passage up to `now` is an entry, with their fleet when registered. */
export async function vehiclesInside(db: Database, projectId: string, now: string): Promise<VehicleInside[]> {
  const latest = db
    .selectDistinctOn([lprRecords.licensePlate], {
      licensePlate: lprRecords.licensePlate,
      direction: lprRecords.direction,
    })
    .from(lprRecords)
    .where(and(eq(lprRecords.projectId, projectId), lte(lprRecords.recognitionTime, now)))
    .orderBy(lprRecords.licensePlate, desc(lprRecords.recognitionTime), desc(lprRecords.id))
    .as('latest');
  return db
    .select({ licensePlate: latest.licensePlate, fleetId: vehicles.fleetId })
    .from(latest)
    .leftJoin(
      vehicles,
      and(eq(vehicles.projectId, projectId), eq(vehicles.licensePlate, latest.licensePlate)),
    )
    .where(eq(latest.direction, VEHICLE_DIRECTION_IN));
}

export async function fleetSizes(db: Database, projectId: string): Promise<FleetSize[]> {
  return db
    .select({ fleetId: vehicleFleets.id, mcName: vehicleFleets.mcName, vehicleCount: count(vehicles.id) })
    .from(vehicleFleets)
    .leftJoin(vehicles, eq(vehicles.fleetId, vehicleFleets.id))
    .where(eq(vehicleFleets.projectId, projectId))
    .groupBy(vehicleFleets.id, vehicleFleets.mcName, vehicleFleets.sort)
    .orderBy(asc(vehicleFleets.sort), asc(vehicleFleets.id));
}

/** Passages per day `YYYY-MM-DD` and direction between two times. */
export async function tripsPerDay(
  db: Database,
  projectId: string,
  from: string,
  to: string,
): Promise<DayTrips[]> {
  const day = sql<string>`to_char(${lprRecords.recognitionTime}, 'YYYY-MM-DD')`;
  return db
    .select({ day, direction: lprRecords.direction, count: count() })
    .from(lprRecords)
    .where(
      and(
        eq(lprRecords.projectId, projectId),
        gte(lprRecords.recognitionTime, from),
        lte(lprRecords.recognitionTime, to),
      ),
    )
    .groupBy(day, lprRecords.direction);
}
