/**
 * Today's hourly chart rows (seed 001 §3 "Chart rows") shaped for a chart: a pure function run in the
 * chart worker, so a wall's main thread only draws.
 */
import { toNumber } from './functions';

export interface HourlyTotals {
  /** The 24 hours of the day, `HH:00`. */
  categories: string[];
  /** One value per hour for each field asked for, in the order asked. */
  series: (number | null)[][];
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Sums each field per hour (an hour may come in several rows). An hour without a row counts 0 up to
 * the latest hour answered; later hours have not happened yet and stay blank (null).
 */
export function hourlyTotals(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
): HourlyTotals {
  const sums = fields.map(() => new Map<number, number>());
  let latest = -1;
  for (const row of rows) {
    const hour = row && typeof row === 'object' ? toNumber(row.hour) : null;
    if (hour === null || !Number.isInteger(hour) || hour < 0 || hour > 23) continue;
    latest = Math.max(latest, hour);
    fields.forEach((field, index) => {
      sums[index].set(hour, (sums[index].get(hour) ?? 0) + (toNumber(row[field]) ?? 0));
    });
  }
  return {
    categories: HOURS.map((hour) => `${String(hour).padStart(2, '0')}:00`),
    series: sums.map((byHour) => HOURS.map((hour) => (hour > latest ? null : (byHour.get(hour) ?? 0)))),
  };
}

export const hourlyApi = { hourlyTotals };
