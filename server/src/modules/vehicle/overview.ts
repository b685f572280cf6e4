import { DATE_FORMAT, formatDateTime, VEHICLE_DIRECTION_IN, type VehicleOverview } from '@site/shared-schema';

/** Days of the overview's dataMap: today and the 6 before it. */
export const OVERVIEW_DAYS = 7;

/** The `count` days up to now's day, oldest first, as local 'YYYY-MM-DD'. */
export function lastDays(now: number, count: number): string[] {
  const today = new Date(now);
  return Array.from({ length: count }, (_, index) =>
    formatDateTime(
      new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - index)),
      DATE_FORMAT,
    ),
  );
}

/** A plate whose latest passage is an entry, with its fleet when registered in one. */
export interface VehicleInside {
  licensePlate: string;
  fleetId: string | null;
}

export interface FleetSize {
  fleetId: string;
  mcName: string;
  vehicleCount: number;
}

/** Passages of one direction on one day `YYYY-MM-DD`. */
export interface DayTrips {
  day: string;
  direction: number;
  count: number;
}

/** The overview from who is inside, the fleets and the passages per day; `days` ends with today. */
export function vehicleOverview(
  inside: VehicleInside[],
  fleets: FleetSize[],
  trips: DayTrips[],
  days: string[],
): VehicleOverview {
  const insidePerFleet = new Map<string, number>();
  for (const { fleetId } of inside) {
    if (fleetId) insidePerFleet.set(fleetId, (insidePerFleet.get(fleetId) ?? 0) + 1);
  }
  const mcData = fleets.map((fleet) => ({
    mcName: fleet.mcName,
    mcInLpCount: insidePerFleet.get(fleet.fleetId) ?? 0,
    mcLpCount: fleet.vehicleCount,
  }));
  const dataMap = Object.fromEntries(days.map((day) => [day, { inTrainCount: 0, outTrainCount: 0 }]));
  for (const trip of trips) {
    const day = dataMap[trip.day];
    if (!day) continue;
    if (trip.direction === VEHICLE_DIRECTION_IN) day.inTrainCount += trip.count;
    else day.outTrainCount += trip.count;
  }
  const today = dataMap[days[days.length - 1]] ?? { inTrainCount: 0, outTrainCount: 0 };
  return {
    inMcCount: mcData.filter((fleet) => fleet.mcInLpCount > 0).length,
    inLpCount: inside.length,
    mcData,
    inTrainSumCount: today.inTrainCount,
    outTrainSumCount: today.outTrainCount,
    dataMap,
  };
}
