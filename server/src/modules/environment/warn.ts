import type { EnvironmentReading, YcjzWarnSetting } from '@site/shared-schema';

/**
 * Warning thresholds of the dust and noise readings (docs/api-decisions.md). Dust: the daily limits of
 * GB 3095-2012 grade II for PM10 and PM2.5, twice the PM10 limit for TSP; noise: GB 12523-2011 at the
 * site boundary, by day and by night; wind: Beaufort 6, where lifting and work at height stop. A project
 * may set its own (siteYcjzDevice/updateWarnSetting).
 */
export const ENVIRONMENT_THRESHOLDS: Readonly<YcjzWarnSetting> = {
  tsp: 300,
  pm10: 150,
  pm25: 75,
  noiseDay: 70,
  noiseNight: 55,
  temperature: 35,
  windSpeed: 10.8,
  windLv: 6,
};

/** Night for the noise limit: 22:00 to 06:00. */
const NIGHT_FROM_HOUR = 22;
const NIGHT_UNTIL_HOUR = 6;

export type MeasuredValues = Pick<
  EnvironmentReading,
  'tsp' | 'pm10' | 'pm25' | 'noise' | 'temperature' | 'windSpeed' | 'windLv'
>;

export type WarnFlags = Pick<
  EnvironmentReading,
  'tspWarn' | 'pm10Warn' | 'pm25Warn' | 'noiseWarn' | 'temperatureWarn' | 'windSpeedWarn' | 'windLvWarn'
>;

const flag = (warn: boolean): 0 | 1 => (warn ? 1 : 0);

/** The hour of a 'YYYY-MM-DD HH:mm:ss' reading time. */
const hourOf = (recordedAt: string): number => Number(recordedAt.slice(11, 13));

export function isNight(recordedAt: string): boolean {
  const hour = hourOf(recordedAt);
  return hour >= NIGHT_FROM_HOUR || hour < NIGHT_UNTIL_HOUR;
}

/** 1 where a reading is past its threshold: above it, or for wind at or above it. */
export function warnFlags(
  values: MeasuredValues,
  recordedAt: string,
  limits: YcjzWarnSetting = ENVIRONMENT_THRESHOLDS,
): WarnFlags {
  const noiseLimit = isNight(recordedAt) ? limits.noiseNight : limits.noiseDay;
  return {
    tspWarn: flag(values.tsp > limits.tsp),
    pm10Warn: flag(values.pm10 > limits.pm10),
    pm25Warn: flag(values.pm25 > limits.pm25),
    noiseWarn: flag(values.noise > noiseLimit),
    temperatureWarn: flag(values.temperature > limits.temperature),
    windSpeedWarn: flag(values.windSpeed >= limits.windSpeed),
    windLvWarn: flag(values.windLv >= limits.windLv),
  };
}

/** Upper bounds (m/s) of Beaufort levels 0 to 11; faster is level 12. */
const BEAUFORT_UPPER = [0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7];

/** The Beaufort level of a wind speed in m/s. */
export function windLevel(speed: number): number {
  const level = BEAUFORT_UPPER.findIndex((upper) => speed < upper);
  return level === -1 ? BEAUFORT_UPPER.length : level;
}
