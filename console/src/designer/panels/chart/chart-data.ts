import type { ChartOption, ChartSeries } from '@site/shared-schema';
import { lineAndColumn, syntaxErrorOffset } from './json-position';

/**
 * The 数据修改 dialog edits a chart's static data as ONE JSON array holding two arrays: the series
 * data, then the x-axis data — `[[12, 20, 15], ["一月", "二月", "三月"]]` — the shape the player also
 * reads from a data source answer. Series items are numbers, null (a gap) or [x, y] pairs (scatter).
 */

export type ChartDataError =
  | { kind: 'syntax'; line: number; column: number }
  | { kind: 'notTwoArrays' }
  | { kind: 'seriesNotArray' }
  | { kind: 'xAxisNotArray' }
  | { kind: 'seriesItem'; index: number; item: string }
  | { kind: 'xAxisItem'; index: number; item: string };

export type ChartDataResult =
  | { ok: true; series: unknown[]; xAxis: Array<string | number> }
  | { ok: false; error: ChartDataError };

const firstSeries = (option: ChartOption): ChartSeries | undefined =>
  Array.isArray(option.series) ? option.series[0] : option.series;

const arrayText = (items: unknown[]): string => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;

/** The dialog's text for the chart's current data. */
export function chartDataText(option: ChartOption): string {
  const series = firstSeries(option)?.data ?? [];
  const xAxis = option.xAxis?.data ?? [];
  return `[\n  ${arrayText(series)},\n  ${arrayText(xAxis)}\n]`;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSeriesItem = (item: unknown): boolean =>
  item === null || isNumber(item) || (Array.isArray(item) && item.length === 2 && item.every(isNumber));
const isAxisItem = (item: unknown): item is string | number => typeof item === 'string' || isNumber(item);
const shortText = (item: unknown): string => {
  const text = JSON.stringify(item) ?? String(item);
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
};

export function parseChartData(text: string): ChartDataResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const offset = syntaxErrorOffset(text);
    return { ok: false, error: { kind: 'syntax', ...lineAndColumn(text, Math.max(offset, 0)) } };
  }
  if (!Array.isArray(value) || value.length !== 2) return { ok: false, error: { kind: 'notTwoArrays' } };
  const [series, xAxis] = value as [unknown, unknown];
  if (!Array.isArray(series)) return { ok: false, error: { kind: 'seriesNotArray' } };
  if (!Array.isArray(xAxis)) return { ok: false, error: { kind: 'xAxisNotArray' } };
  const badSeries = series.findIndex((item) => !isSeriesItem(item));
  if (badSeries >= 0)
    return {
      ok: false,
      error: { kind: 'seriesItem', index: badSeries + 1, item: shortText(series[badSeries]) },
    };
  const badAxis = xAxis.findIndex((item) => !isAxisItem(item));
  if (badAxis >= 0)
    return { ok: false, error: { kind: 'xAxisItem', index: badAxis + 1, item: shortText(xAxis[badAxis]) } };
  return { ok: true, series, xAxis: xAxis as Array<string | number> };
}

/** The option with new data in its first series and its x axis; everything else kept. */
export function withChartData(option: ChartOption, series: unknown[], xAxis: unknown[]): ChartOption {
  const current = option.series;
  const first = firstSeries(option) ?? { type: 'bar', data: [] };
  const updated = { ...first, data: series };
  return {
    ...option,
    xAxis: { ...option.xAxis, data: xAxis },
    series: Array.isArray(current) ? [updated, ...current.slice(1)] : updated,
  };
}

/** The option with another chart type for every series. */
export function withChartType(option: ChartOption, type: string): ChartOption {
  const current = option.series;
  if (Array.isArray(current)) return { ...option, series: current.map((series) => ({ ...series, type })) };
  return { ...option, series: { ...(current ?? { data: [] }), type } };
}

/** The type the chart shows: its first series'. */
export function chartTypeOf(option: ChartOption): string {
  return firstSeries(option)?.type ?? 'bar';
}
