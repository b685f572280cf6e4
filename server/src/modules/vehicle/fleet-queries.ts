import { VEHICLE_DIRECTION_IN } from '@site/shared-schema';
import { and, asc, count, countDistinct, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprRecords, lprWhiteLists, vehicleFleets, vehicles } from '../../db/schema';

/**
 * The vehicles of a project's fleets, one row per fleet and plate source: the registered vehicles of the
 * fleet and the whitelist entries naming it. A plate in both appears twice; readers group by plate. The
 * columns' names differ from the plate records' so that joins with them stay unambiguous.
 */
function fleetPlates(db: Database, projectId: string) {
  const registered = db
    .select({
      fleetId: sql<string>`${vehicles.fleetId}`.as('plate_fleet_id'),
      licensePlate: sql<string>`${vehicles.licensePlate}`.as('plate'),
      vehicleType: sql<number>`${vehicles.vehicleType}`.as('plate_type'),
    })
    .from(vehicles)
    .where(and(eq(vehicles.projectId, projectId), sql`${vehicles.fleetId} is not null`));
  const listed = db
    .select({
      fleetId: sql<string>`${vehicleFleets.id}`.as('plate_fleet_id'),
      licensePlate: sql<string>`${lprWhiteLists.licensePlate}`.as('plate'),
      vehicleType: sql<number>`${lprWhiteLists.carType}`.as('plate_type'),
    })
    .from(lprWhiteLists)
    .innerJoin(
      vehicleFleets,
      and(
        eq(vehicleFleets.projectId, lprWhiteLists.projectId),
        eq(vehicleFleets.mcName, lprWhiteLists.mcName),
      ),
    )
    .where(eq(lprWhiteLists.projectId, projectId));
  return registered.unionAll(listed).as('fleet_plates');
}

/** How many vehicles each fleet of the project has itself, by fleet id. */
export async function vehicleCounts(db: Database, projectId: string): Promise<Map<string, number>> {
  const plates = fleetPlates(db, projectId);
  const rows = await db
    .select({ fleetId: plates.fleetId, vehicleCount: countDistinct(plates.licensePlate) })
    .from(plates)
    .groupBy(plates.fleetId);
  return new Map(rows.map((row) => [row.fleetId, row.vehicleCount]));
}

export interface PassageWindow {
  /** 'YYYY-MM-DD HH:mm:ss', both included. */
  from?: string;
  to?: string;
}

/**
 * A fleet's vehicles, each with its entries and exits in the window counted from the plate records, by
 * plate; and the totals over all of them.
 */
export async function fleetVehicles(
  db: Database,
  projectId: string,
  fleetId: string,
  window: PassageWindow,
  page: { limit: number; offset: number },
) {
  const plates = fleetPlates(db, projectId);
  const rows = db
    .select({
      licensePlate: plates.licensePlate,
      vehicleType: sql<number>`min(${plates.vehicleType})`.as('type'),
      inCount:
        sql<number>`count(distinct ${lprRecords.id}) filter (where ${lprRecords.direction} = ${VEHICLE_DIRECTION_IN})`.as(
          'in_count',
        ),
      outCount:
        sql<number>`count(distinct ${lprRecords.id}) filter (where ${ne(lprRecords.direction, VEHICLE_DIRECTION_IN)})`.as(
          'out_count',
        ),
      lastPassTime:
        sql<string>`coalesce(to_char(max(${lprRecords.recognitionTime}), 'YYYY-MM-DD HH24:MI:SS'), '')`.as(
          'last_pass_time',
        ),
    })
    .from(plates)
    .leftJoin(
      lprRecords,
      and(
        eq(lprRecords.projectId, projectId),
        eq(lprRecords.licensePlate, plates.licensePlate),
        window.from ? gte(lprRecords.recognitionTime, window.from) : undefined,
        window.to ? lte(lprRecords.recognitionTime, window.to) : undefined,
      ),
    )
    .where(eq(plates.fleetId, fleetId))
    .groupBy(plates.licensePlate)
    .as('rows');
  const [records, [totals]] = await Promise.all([
    db
      .select({
        licensePlate: rows.licensePlate,
        vehicleType: sql<number>`${rows.vehicleType}`.mapWith(Number),
        inCount: sql<number>`${rows.inCount}`.mapWith(Number),
        outCount: sql<number>`${rows.outCount}`.mapWith(Number),
        lastPassTime: rows.lastPassTime,
      })
      .from(rows)
      .orderBy(asc(rows.licensePlate))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        inCount: sql<number>`coalesce(sum(${rows.inCount}), 0)`.mapWith(Number),
        outCount: sql<number>`coalesce(sum(${rows.outCount}), 0)`.mapWith(Number),
      })
      .from(rows),
  ]);
  return { records, ...totals };
}
