import type { ElectricalStats } from '@site/shared-schema';

/** Warning kinds of a distribution box, with the count field of ElectricalStats each one feeds. */
export const AEP_WARN_COUNT_FIELDS = {
  temperature: 'tCount',
  overcurrent: 'otCount',
  voltageLoss: 'vLCount',
  lowVoltage: 'lVCount',
  highVoltage: 'hVCount',
} as const;

export type AepWarnType = keyof typeof AEP_WARN_COUNT_FIELDS;

/** Energy (kWh) and leakage (mA) of one area in one bucket (an hour `0`..`23` or a day `YYYY-MM-DD`). */
export interface UsageRow {
  bucket: string;
  areaName: string;
  electricity: number;
  leakage: number;
}

export interface WarnTypeCount {
  warnType: string;
  count: number;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;
const sum = (values: number[]): number => round2(values.reduce((total, value) => total + value, 0));

export const hoursOfDay = (): string[] => Array.from({ length: 24 }, (_, hour) => String(hour));

/** Every day `YYYY-MM-DD` of a month `YYYY-MM`. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const length = new Date(year, monthNumber, 0).getDate();
  return Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * The statistics of one period: every bucket present (zero when nothing was used, so a chart keeps its
 * axis), and the sums are the sums of the rounded buckets, so a chart's bars add up to the total shown.
 */
export function electricalStats(
  kind: 'hour' | 'day',
  buckets: string[],
  usage: UsageRow[],
  warnings: WarnTypeCount[],
): ElectricalStats {
  const byBucket = new Map(buckets.map((bucket) => [bucket, { electricity: 0, leakage: 0 }]));
  const byArea: Record<string, number> = {};
  for (const row of usage) {
    const bucket = byBucket.get(row.bucket);
    if (!bucket) continue;
    bucket.electricity += row.electricity;
    bucket.leakage += row.leakage;
    byArea[row.areaName] = (byArea[row.areaName] ?? 0) + row.electricity;
  }
  const rounded = [...byBucket].map(([key, value]) => ({
    key,
    electricity: round2(value.electricity),
    leakage: round2(value.leakage),
  }));
  const counts = { tCount: 0, otCount: 0, vLCount: 0, lVCount: 0, hVCount: 0 };
  for (const { warnType, count } of warnings) {
    const field = AEP_WARN_COUNT_FIELDS[warnType as AepWarnType];
    if (field) counts[field] += count;
  }
  return {
    sumElectricity: sum(rounded.map((bucket) => bucket.electricity)),
    sumLeakageElectricity: sum(rounded.map((bucket) => bucket.leakage)),
    hourDataMap:
      kind === 'hour'
        ? Object.fromEntries(
            rounded.map((b) => [
              b.key,
              { hourSumElectricity: b.electricity, hourSumLeakageElectricity: b.leakage },
            ]),
          )
        : {},
    dayDataMap:
      kind === 'day'
        ? Object.fromEntries(
            rounded.map((b) => [
              b.key,
              { daySumElectricity: b.electricity, daySumLeakageElectricity: b.leakage },
            ]),
          )
        : {},
    ...counts,
    areaDataMap: Object.fromEntries(Object.entries(byArea).map(([area, value]) => [area, round2(value)])),
  };
}
