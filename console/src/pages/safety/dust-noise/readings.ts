import {
  type EnvironmentReading,
  windDirectionOf,
  type YcjzCurveKey,
  type YcjzCurveUnit,
  type YcjzWarnSetting,
} from '@site/shared-schema';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** A reading the live cards show: its unit, its warn flag and the thresholds it is checked against. */
export interface ReadingKind {
  key: keyof EnvironmentReading & string;
  unit: string;
  warn?: keyof EnvironmentReading;
  limits?: (keyof YcjzWarnSetting)[];
}

export const READING_KINDS: readonly ReadingKind[] = [
  { key: 'pm25', unit: 'µg/m³', warn: 'pm25Warn', limits: ['pm25'] },
  { key: 'pm10', unit: 'µg/m³', warn: 'pm10Warn', limits: ['pm10'] },
  { key: 'tsp', unit: 'µg/m³', warn: 'tspWarn', limits: ['tsp'] },
  { key: 'noise', unit: 'dB', warn: 'noiseWarn', limits: ['noiseDay', 'noiseNight'] },
  { key: 'temperature', unit: '℃', warn: 'temperatureWarn', limits: ['temperature'] },
  { key: 'humidity', unit: '%' },
  { key: 'windSpeed', unit: 'm/s', warn: 'windSpeedWarn', limits: ['windSpeed'] },
  { key: 'windLv', unit: '', warn: 'windLvWarn', limits: ['windLv'] },
  { key: 'barometric', unit: 'hPa' },
];

/** A reported wind direction in the user's language; one a device words otherwise as it came. */
export function windText(wind: string, t: TFunction): string {
  const point = windDirectionOf(wind);
  return point ? t(`dustNoise.winds.${point}`) : wind;
}

/** Units of the warn setting's fields, as the form shows them. */
export const WARN_UNITS: Record<keyof YcjzWarnSetting, string> = {
  tsp: 'µg/m³',
  pm10: 'µg/m³',
  pm25: 'µg/m³',
  noiseDay: 'dB',
  noiseNight: 'dB',
  temperature: '℃',
  windSpeed: 'm/s',
  windLv: '',
};

/** Lines a curve offers, dust first: the ones drawn until the user picks others. */
export const DEFAULT_CURVE_KEYS: YcjzCurveKey[] = ['pm25', 'pm10', 'noise'];

/** The longest span of days each step may cover (the server refuses longer ones). */
export const CURVE_MAX_DAYS: Record<YcjzCurveUnit, number> = { minute: 2, hour: 31, day: 366 };

/** The days a curve opens on by its step: today, the last two days, the last thirty. */
export function defaultCurveDays(unit: YcjzCurveUnit, today = dayjs()): [string, string] {
  const back = { minute: 0, hour: 1, day: 29 }[unit];
  return [today.subtract(back, 'day').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')];
}

/** Whether the chosen days fit the step: both days count, so two days span one day and 23:59:59. */
export function fitsCurve(unit: YcjzCurveUnit, days: [string, string]): boolean {
  const span = dayjs(days[1]).diff(dayjs(days[0]), 'day');
  return span >= 0 && span < CURVE_MAX_DAYS[unit];
}

/** Seconds since the epoch of a 'YYYY-MM-DD HH:mm:ss' time (uPlot's x unit). */
export const secondsOf = (time: string) => dayjs(time).valueOf() / 1000;
