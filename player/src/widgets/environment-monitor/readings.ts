import type { EnvironmentReading } from '@site/shared-schema';

export interface EnvironmentMetric {
  key: keyof EnvironmentReading;
  label: string;
  unit: string;
  /** The flag that marks this reading past its threshold (1 = warn); none for humidity, wind, pressure. */
  warn?: keyof EnvironmentReading;
}

/** The readings of an environmental device, in display order (seed 001 §3). */
export const ENVIRONMENT_METRICS: readonly EnvironmentMetric[] = [
  { key: 'tsp', label: 'TSP', unit: 'μg/m³', warn: 'tspWarn' },
  { key: 'pm10', label: 'PM10', unit: 'μg/m³', warn: 'pm10Warn' },
  { key: 'pm25', label: 'PM2.5', unit: 'μg/m³', warn: 'pm25Warn' },
  { key: 'noise', label: '噪声', unit: 'dB', warn: 'noiseWarn' },
  { key: 'temperature', label: '温度', unit: '℃', warn: 'temperatureWarn' },
  { key: 'humidity', label: '湿度', unit: '%RH' },
  { key: 'wind', label: '风向', unit: '' },
  { key: 'windSpeed', label: '风速', unit: 'm/s', warn: 'windSpeedWarn' },
  { key: 'windLv', label: '风力', unit: '级', warn: 'windLvWarn' },
  { key: 'barometric', label: '气压', unit: 'kPa' },
];

export function isWarn(device: Partial<EnvironmentReading>, metric: EnvironmentMetric): boolean {
  return metric.warn !== undefined && Number(device[metric.warn]) === 1;
}
