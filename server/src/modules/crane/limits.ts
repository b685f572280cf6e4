/** The rated values a crane reading is checked against. */
export interface CraneLimits {
  ratedWeight: number;
}

export interface CraneValues {
  obliguity: number;
  moment: number;
  windSpeed: number;
  weight: number;
}

/** Limits common to all cranes: the moment limiter, Beaufort 6 (lifting stops) and tower tilt. */
export const CRANE_LIMITS = { moment: 100, windSpeed: 10.8, obliguity: 1 } as const;

/** The safety alarms a reading raises: each value past its limit (docs/api-decisions.md). */
export function craneAlarmTypes(values: CraneValues, crane: CraneLimits): string[] {
  return [
    values.moment > CRANE_LIMITS.moment && '力矩超限',
    values.weight > crane.ratedWeight && '重量超限',
    values.windSpeed >= CRANE_LIMITS.windSpeed && '风速超限',
    values.obliguity > CRANE_LIMITS.obliguity && '倾角超限',
  ].filter((type): type is string => type !== false);
}
