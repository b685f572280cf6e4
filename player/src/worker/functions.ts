/**
 * Chart data work: pure functions, run in the chart worker (worker.ts, through comlink) so that weak TV
 * hardware keeps animations smooth; tested directly. Only plain data goes in and out (structured clone).
 */

export type AggregateOp = 'sum' | 'avg' | 'count' | 'max' | 'min';

export interface AggregateOptions {
  /** Field to group rows by (its value, as text, is the group key). */
  groupBy: string;
  /** Numeric field to aggregate (ignored for `count`). */
  value?: string;
  op?: AggregateOp;
  /** Keep the order of first appearance (default) or sort by key. */
  sort?: 'none' | 'key' | 'value-desc' | 'value-asc';
}

export interface Group {
  key: string;
  value: number;
  count: number;
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Groups rows and reduces each group; rows without a numeric value count only for `count`. */
export function aggregate(rows: readonly Record<string, unknown>[], options: AggregateOptions): Group[] {
  const op = options.op ?? 'sum';
  const groups = new Map<string, { sum: number; count: number; numeric: number; max: number; min: number }>();
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const key = String(row[options.groupBy] ?? '');
    let group = groups.get(key);
    if (!group) {
      group = { sum: 0, count: 0, numeric: 0, max: Number.NEGATIVE_INFINITY, min: Number.POSITIVE_INFINITY };
      groups.set(key, group);
    }
    group.count += 1;
    const value = options.value === undefined ? null : toNumber(row[options.value]);
    if (value !== null) {
      group.numeric += 1;
      group.sum += value;
      if (value > group.max) group.max = value;
      if (value < group.min) group.min = value;
    }
  }
  const out: Group[] = [];
  for (const [key, group] of groups) {
    let value: number;
    switch (op) {
      case 'count':
        value = group.count;
        break;
      case 'avg':
        value = group.numeric ? group.sum / group.numeric : 0;
        break;
      case 'max':
        value = group.numeric ? group.max : 0;
        break;
      case 'min':
        value = group.numeric ? group.min : 0;
        break;
      default:
        value = group.sum;
    }
    out.push({ key, value, count: group.count });
  }
  if (options.sort === 'key') out.sort((a, b) => a.key.localeCompare(b.key, 'zh-CN', { numeric: true }));
  else if (options.sort === 'value-desc') out.sort((a, b) => b.value - a.value);
  else if (options.sort === 'value-asc') out.sort((a, b) => a.value - b.value);
  return out;
}

/**
 * Largest-Triangle-Three-Buckets downsampling: keeps the visual shape of a long series with
 * `threshold` points (first and last kept). Points with a non-finite y are dropped first.
 */
export function downsample(
  xs: readonly number[],
  ys: readonly number[],
  threshold: number,
): { x: number[]; y: number[] } {
  const x: number[] = [];
  const y: number[] = [];
  const length = Math.min(xs.length, ys.length);
  for (let i = 0; i < length; i += 1) {
    if (Number.isFinite(xs[i]) && Number.isFinite(ys[i])) {
      x.push(xs[i]);
      y.push(ys[i]);
    }
  }
  const n = x.length;
  if (threshold >= n || threshold < 3) return { x, y };
  const outX = [x[0]];
  const outY = [y[0]];
  const bucket = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i += 1) {
    const nextStart = Math.floor((i + 1) * bucket) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * bucket) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j += 1) {
      avgX += x[j];
      avgY += y[j];
    }
    const span = Math.max(1, nextEnd - nextStart);
    avgX /= span;
    avgY /= span;
    const start = Math.floor(i * bucket) + 1;
    const end = Math.floor((i + 1) * bucket) + 1;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j += 1) {
      const area = Math.abs((x[a] - avgX) * (y[j] - y[a]) - (x[a] - x[j]) * (avgY - y[a]));
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    outX.push(x[best]);
    outY.push(y[best]);
    a = best;
  }
  outX.push(x[n - 1]);
  outY.push(y[n - 1]);
  return { x: outX, y: outY };
}

/**
 * Rate of a cumulative counter (e.g. a meter's kWh) per `perMs` (default one hour): one value per
 * interval between consecutive samples, placed at the later time. A counter that goes down (a reset or
 * a replaced meter) starts again from its new value; samples out of time order are sorted first.
 */
export function rates(
  samples: readonly (readonly [number, number])[],
  perMs = 3_600_000,
): [number, number][] {
  const sorted = samples
    .filter(([t, v]) => Number.isFinite(t) && Number.isFinite(v))
    .map(([t, v]) => [t, v] as [number, number])
    .sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (let i = 1; i < sorted.length; i += 1) {
    const [t0, v0] = sorted[i - 1];
    const [t1, v1] = sorted[i];
    const dt = t1 - t0;
    if (dt <= 0) continue;
    const dv = v1 >= v0 ? v1 - v0 : v1;
    out.push([t1, (dv / dt) * perMs]);
  }
  return out;
}

/** Percentage `part / total` with `digits` decimals; 0 when the total is 0 or not a number. */
export function percent(part: unknown, total: unknown, digits = 2): number {
  const p = toNumber(part) ?? 0;
  const t = toNumber(total) ?? 0;
  if (t <= 0) return 0;
  const factor = 10 ** digits;
  return Math.round((p / t) * 100 * factor) / factor;
}

export type SeriesType = 'bar' | 'line' | 'scatter';

export interface PreparedSeries {
  categories: string[];
  values: (number | null)[];
}

/**
 * The seed's chart option carries `xAxis.data` (categories) and `series.data` (values) as edited by
 * hand or answered by a data source: coerce values to numbers (null for holes), line the two arrays up,
 * and downsample very long series to `maxPoints` (LTTB over the index, keeping the categories).
 */
export function prepareSeries(
  categories: readonly unknown[],
  values: readonly unknown[],
  maxPoints = 2000,
): PreparedSeries {
  const length = Math.max(categories.length, values.length);
  const cats: string[] = [];
  const vals: (number | null)[] = [];
  for (let i = 0; i < length; i += 1) {
    cats.push(i < categories.length ? String(categories[i] ?? '') : String(i + 1));
    const raw = values[i];
    const numeric =
      raw && typeof raw === 'object' && 'value' in (raw as object)
        ? toNumber((raw as { value: unknown }).value)
        : toNumber(raw);
    vals.push(numeric);
  }
  if (length <= maxPoints) return { categories: cats, values: vals };
  const index: number[] = [];
  const ys: number[] = [];
  vals.forEach((v, i) => {
    if (v !== null) {
      index.push(i);
      ys.push(v);
    }
  });
  const kept = downsample(index, ys, maxPoints);
  return { categories: kept.x.map((i) => cats[i]), values: kept.y };
}

/** Appends points to a time series and drops the ones older than `windowMs` before the newest. */
export function appendWindow(
  series: { x: number[]; y: number[] },
  points: readonly (readonly [number, number])[],
  windowMs: number,
  maxPoints = 10_000,
): { x: number[]; y: number[] } {
  const x = series.x.slice();
  const y = series.y.slice();
  for (const [t, v] of points) {
    if (!Number.isFinite(t)) continue;
    // Keep time order: a late point is inserted in place.
    let at = x.length;
    while (at > 0 && x[at - 1] > t) at -= 1;
    x.splice(at, 0, t);
    y.splice(at, 0, Number.isFinite(v) ? v : Number.NaN);
  }
  const newest = x.length ? x[x.length - 1] : 0;
  let drop = 0;
  while (drop < x.length && newest - x[drop] > windowMs) drop += 1;
  drop = Math.max(drop, x.length - maxPoints);
  return { x: x.slice(drop), y: y.slice(drop) };
}

export const chartWorkerApi = { aggregate, downsample, rates, percent, prepareSeries, appendWindow };
export type ChartWorkerApi = typeof chartWorkerApi;
