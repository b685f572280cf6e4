/**
 * Electrical statistics shaped for the electrical widgets (seed 001 §3 "Electrical stats"): pure
 * functions run in the chart worker. The day call's hourDataMap is keyed by hour (`0`..`23`), the month
 * call's dayDataMap by day (`YYYY-MM-DD`).
 */
import { toNumber } from './functions';

export type ElectricalTab = 'day' | 'month';
export type ElectricalMeasure = 'electricity' | 'leakage';

export interface ElectricalSeries {
  categories: string[];
  values: (number | null)[];
}

type Row = Record<string, unknown>;

const FIELDS: Record<ElectricalTab, Record<ElectricalMeasure, string>> = {
  day: { electricity: 'hourSumElectricity', leakage: 'hourSumLeakageElectricity' },
  month: { electricity: 'daySumElectricity', leakage: 'daySumLeakageElectricity' },
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function mapOf(stats: unknown, key: string): Record<string, unknown> {
  const value = stats && typeof stats === 'object' ? (stats as Row)[key] : null;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function measureOf(entry: unknown, field: string): number | null {
  const value = entry && typeof entry === 'object' ? toNumber((entry as Row)[field]) : toNumber(entry);
  return value === null ? null : round2(value);
}

/**
 * One value per hour of the day (HH:00) or per day of the month (MM-DD), in time order. A day chart
 * keeps all 24 hours: a missing hour counts 0 up to the latest answered hour, later ones stay blank.
 */
export function electricalSeries(
  stats: unknown,
  tab: ElectricalTab,
  measure: ElectricalMeasure,
): ElectricalSeries {
  const field = FIELDS[tab][measure];
  if (tab === 'month') {
    const days = Object.entries(mapOf(stats, 'dayDataMap')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      categories: days.map(([day]) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day)),
      values: days.map(([, entry]) => measureOf(entry, field)),
    };
  }
  const hours = new Map<number, number | null>();
  for (const [hour, entry] of Object.entries(mapOf(stats, 'hourDataMap'))) {
    const index = Number(hour);
    if (Number.isInteger(index) && index >= 0 && index < 24) hours.set(index, measureOf(entry, field));
  }
  if (!hours.size) return { categories: [], values: [] };
  const latest = Math.max(...hours.keys());
  const all = Array.from({ length: 24 }, (_, hour) => hour);
  return {
    categories: all.map((hour) => `${String(hour).padStart(2, '0')}:00`),
    values: all.map((hour) => (hour > latest ? null : (hours.get(hour) ?? 0))),
  };
}

/** The five warning kinds in display order: temperature, overload, interruption, low and high voltage. */
export const WARNING_KINDS = ['tCount', 'otCount', 'vLCount', 'lVCount', 'hVCount'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/**
 * The warning counts as a chart series whose categories are the kinds (the view names them in the
 * wall's language); null when the answer has none of them.
 */
export function warningCounts(stats: unknown): ElectricalSeries | null {
  const record = stats && typeof stats === 'object' ? (stats as Row) : {};
  if (!WARNING_KINDS.some((kind) => kind in record)) return null;
  return {
    categories: [...WARNING_KINDS],
    values: WARNING_KINDS.map((kind) => toNumber(record[kind]) ?? 0),
  };
}

export interface ElectricalTotals {
  electricity: number | null;
  leakage: number | null;
  /** Electricity per area, largest first. */
  areas: ElectricalSeries;
}

export function electricalTotals(stats: unknown): ElectricalTotals {
  const record = stats && typeof stats === 'object' ? (stats as Row) : {};
  const areas = Object.entries(mapOf(stats, 'areaDataMap'))
    .map(([name, value]) => [name, toNumber(value)] as const)
    .filter((area): area is readonly [string, number] => area[1] !== null)
    .sort((a, b) => b[1] - a[1]);
  const total = (key: string) => {
    const value = toNumber(record[key]);
    return value === null ? null : round2(value);
  };
  return {
    electricity: total('sumElectricity'),
    leakage: total('sumLeakageElectricity'),
    areas: { categories: areas.map(([name]) => name), values: areas.map(([, value]) => round2(value)) },
  };
}

export const electricalApi = { electricalSeries, warningCounts, electricalTotals };
