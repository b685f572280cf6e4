import type { ChartOption, ChartSeries } from '@site/shared-schema';

/** Chart types of the seed; anything else draws as a bar chart. */
export const SERIES_TYPES = ['bar', 'line', 'scatter'] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

export function seriesType(value: unknown): SeriesType {
  return SERIES_TYPES.includes(value as SeriesType) ? (value as SeriesType) : 'bar';
}

export function seriesList(option: ChartOption | undefined): ChartSeries[] {
  const series = option?.series;
  if (Array.isArray(series)) return series.filter((item) => item && typeof item === 'object');
  return series && typeof series === 'object' ? [series] : [];
}

/** What a data-source answer gives a chart. */
export interface ChartData {
  categories?: unknown[];
  /** One array of values per series, in order. */
  series?: unknown[][];
}

/**
 * Reads a data-source answer for a chart:
 * - `[seriesData, xAxisData]`: the two arrays of the chart panel's data editor;
 * - `{ series | data | values, xAxis | categories }` (series may hold `{ data }` objects);
 * - an array of numbers (the values) or of `{ name, value }` (categories and values).
 */
export function chartDataFromSource(data: unknown): ChartData | null {
  if (Array.isArray(data)) {
    if (data.length === 2 && Array.isArray(data[0]) && Array.isArray(data[1])) {
      return { series: [data[0]], categories: data[1] };
    }
    if (data.every((item) => item && typeof item === 'object' && !Array.isArray(item) && 'value' in item)) {
      return {
        categories: data.map((item) => (item as { name?: unknown }).name ?? ''),
        series: [data.map((item) => (item as { value: unknown }).value)],
      };
    }
    if (data.every((item) => typeof item === 'number' || typeof item === 'string')) return { series: [data] };
    return null;
  }
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const categories = Array.isArray(record.xAxis)
      ? record.xAxis
      : Array.isArray(record.categories)
        ? record.categories
        : undefined;
    const raw = record.series ?? record.data ?? record.values;
    let series: unknown[][] | undefined;
    if (Array.isArray(raw)) {
      if (
        raw.every(
          (item) =>
            item &&
            typeof item === 'object' &&
            !Array.isArray(item) &&
            Array.isArray((item as { data?: unknown }).data),
        )
      ) {
        series = raw.map((item) => (item as { data: unknown[] }).data);
      } else if (raw.every(Array.isArray)) {
        series = raw as unknown[][];
      } else {
        series = [raw];
      }
    }
    if (!categories && !series) return null;
    return { categories, series };
  }
  return null;
}

/** A single live value from an answer: a number, a numeric string, or `{ value }`. */
export function liveValue(data: unknown): number | null {
  const raw =
    data && typeof data === 'object' && !Array.isArray(data) ? (data as { value?: unknown }).value : data;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return null;
}

export interface PreparedChart {
  categories: string[];
  series: { name: string; type: SeriesType; values: (number | null)[] }[];
}

/**
 * The ECharts option of the seed's option shape: title{show,text}, tooltip{show}, legend{show},
 * xAxis{show,data}, series{type,data}, drawn in the widget's text colour on a transparent ground.
 * Only known keys are read: the saved option is data, never passed through wholesale.
 */
export function buildEChartsOption(
  option: ChartOption,
  prepared: PreparedChart,
  text: { color: string; fontSize: number },
): Record<string, unknown> {
  const titleShown = option.title?.show !== false && Boolean(option.title?.text);
  const legendShown = option.legend?.show !== false;
  const axisColor = text.color;
  const line = { lineStyle: { color: withAlpha(axisColor, 0.35) } };
  return {
    backgroundColor: 'transparent',
    animationDuration: 600,
    textStyle: { color: text.color, fontSize: text.fontSize },
    title: {
      show: titleShown,
      text: titleShown ? String(option.title?.text ?? '') : '',
      left: 'center',
      top: 4,
      textStyle: { color: text.color, fontSize: Math.round(text.fontSize * 1.25) },
    },
    tooltip: { show: option.tooltip?.show !== false, trigger: 'axis', confine: true },
    legend: {
      show: legendShown,
      top: titleShown ? 32 : 4,
      textStyle: { color: text.color },
    },
    grid: {
      left: 12,
      right: 16,
      bottom: 8,
      top: (titleShown ? 36 : 8) + (legendShown ? 28 : 0),
      containLabel: true,
    },
    xAxis: {
      type: 'category',
      show: option.xAxis?.show !== false,
      data: prepared.categories,
      axisLabel: { color: axisColor },
      axisLine: line,
    },
    yAxis: {
      type: 'value',
      show: option.yAxis?.show !== false,
      axisLabel: { color: axisColor },
      splitLine: line,
    },
    series: prepared.series.map((item) => ({
      name: item.name,
      type: item.type,
      data: item.values,
      ...(item.type === 'line' ? { smooth: false, showSymbol: item.values.length <= 60 } : {}),
      ...(item.type === 'bar' ? { barMaxWidth: 48 } : {}),
    })),
  };
}

/** A colour with alpha, for axis lines derived from the text colour (hex or rgb; others unchanged). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return color;
}
