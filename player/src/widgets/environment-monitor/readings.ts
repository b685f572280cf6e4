import { type EnvironmentReading, windDirectionOf } from '@site/shared-schema';
import { type TextKey, t } from '../../i18n';

export interface EnvironmentMetric {
  key: keyof EnvironmentReading;
  label: TextKey;
  /** A symbol, the same in every language… */
  unit: string;
  /** …or a word of the wall's language. */
  unitKey?: TextKey;
  /** The flag that marks this reading past its threshold (1 = warn); none for humidity, wind, pressure. */
  warn?: keyof EnvironmentReading;
}

/** The readings of an environmental device, in display order (seed 001 §3). */
export const ENVIRONMENT_METRICS: readonly EnvironmentMetric[] = [
  { key: 'tsp', label: 'environment.tsp', unit: 'μg/m³', warn: 'tspWarn' },
  { key: 'pm10', label: 'environment.pm10', unit: 'μg/m³', warn: 'pm10Warn' },
  { key: 'pm25', label: 'environment.pm25', unit: 'μg/m³', warn: 'pm25Warn' },
  { key: 'noise', label: 'environment.noise', unit: 'dB', warn: 'noiseWarn' },
  { key: 'temperature', label: 'environment.temperature', unit: '℃', warn: 'temperatureWarn' },
  { key: 'humidity', label: 'environment.humidity', unit: '%RH' },
  { key: 'wind', label: 'environment.wind', unit: '' },
  { key: 'windSpeed', label: 'environment.windSpeed', unit: 'm/s', warn: 'windSpeedWarn' },
  {
    key: 'windLv',
    label: 'environment.windLevel',
    unit: '',
    unitKey: 'environment.windLevelUnit',
    warn: 'windLvWarn',
  },
  { key: 'barometric', label: 'environment.barometric', unit: 'kPa' },
];

export function isWarn(device: Partial<EnvironmentReading>, metric: EnvironmentMetric): boolean {
  return metric.warn !== undefined && Number(device[metric.warn]) === 1;
}

/** A reported wind direction in the wall's language; one a device words otherwise as it came, none as --. */
export function windText(wind: string | undefined): string {
  if (!wind) return '--';
  const point = windDirectionOf(wind);
  return point ? t(`environment.winds.${point}`) : wind;
}
