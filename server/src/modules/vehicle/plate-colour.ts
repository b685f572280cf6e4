/** Lorry, truck, mixer and dump truck (VEHICLE_TYPES keys): large vehicles, which carry yellow plates. */
export const HEAVY_VEHICLE_TYPES: ReadonlySet<number> = new Set([3, 4, 5, 6]);

/**
 * The colour a gate camera reads on a plate (PLATE_COLORS key) where the demo and the simulator make up a
 * passage: green for the 8-character new-energy plates, yellow for large vehicles, blue for the rest.
 */
export function plateColorOf(licensePlate: string, vehicleType: number): number {
  if (licensePlate.replace('·', '').length === 8) return 3;
  return HEAVY_VEHICLE_TYPES.has(vehicleType) ? 2 : 1;
}
