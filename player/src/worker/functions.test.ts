import { describe, expect, it } from 'vitest';
import { aggregate, appendWindow, downsample, percent, prepareSeries, rates } from './functions';

describe('chart worker functions', () => {
  it('aggregates rows by a field', () => {
    const rows = [
      { team: '木工班', count: 3 },
      { team: '钢筋班', count: '5' },
      { team: '木工班', count: 4 },
      { team: '钢筋班', count: null },
    ];
    expect(aggregate(rows, { groupBy: 'team', value: 'count' })).toEqual([
      { key: '木工班', value: 7, count: 2 },
      { key: '钢筋班', value: 5, count: 2 },
    ]);
    expect(aggregate(rows, { groupBy: 'team', op: 'count' }).map((g) => g.value)).toEqual([2, 2]);
    expect(aggregate(rows, { groupBy: 'team', value: 'count', op: 'avg' }).map((g) => g.value)).toEqual([
      3.5, 5,
    ]);
    expect(aggregate(rows, { groupBy: 'team', value: 'count', op: 'max', sort: 'value-asc' })[0].key).toBe(
      '木工班',
    );
  });

  it('downsamples with LTTB, keeping the ends and the peaks', () => {
    const xs = Array.from({ length: 1000 }, (_, i) => i);
    const ys = xs.map((x) => (x === 500 ? 100 : Math.sin(x / 50)));
    const out = downsample(xs, ys, 50);
    expect(out.x).toHaveLength(50);
    expect(out.x[0]).toBe(0);
    expect(out.x[49]).toBe(999);
    expect(out.y).toContain(100);
    expect(downsample([1, 2], [3, 4], 10)).toEqual({ x: [1, 2], y: [3, 4] });
    expect(downsample([1, 2, 3], [1, Number.NaN, 3], 10)).toEqual({ x: [1, 3], y: [1, 3] });
  });

  it('turns a cumulative counter into a rate and survives a reset', () => {
    const hour = 3_600_000;
    const out = rates([
      [0, 100],
      [hour, 110],
      [2 * hour, 130],
      [3 * hour, 5],
    ]);
    expect(out).toEqual([
      [hour, 10],
      [2 * hour, 20],
      [3 * hour, 5],
    ]);
    expect(rates([[0, 1]])).toEqual([]);
  });

  it('computes a percentage', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent('5', '10', 0)).toBe(50);
    expect(percent(3, 0)).toBe(0);
  });

  it('lines chart values up with categories and coerces numbers', () => {
    expect(prepareSeries(['一', '二', '三'], [1, '2', 'x'])).toEqual({
      categories: ['一', '二', '三'],
      values: [1, 2, null],
    });
    expect(prepareSeries(['a'], [1, 2]).categories).toEqual(['a', '2']);
    expect(prepareSeries([], [{ value: 4 }]).values).toEqual([4]);
    const long = prepareSeries(
      Array.from({ length: 5000 }, (_, i) => `t${i}`),
      Array.from({ length: 5000 }, (_, i) => i % 7),
      100,
    );
    expect(long.values).toHaveLength(100);
    expect(long.categories[0]).toBe('t0');
  });

  it('keeps a moving time window', () => {
    let series = { x: [] as number[], y: [] as number[] };
    series = appendWindow(
      series,
      [
        [1000, 1],
        [2000, 2],
      ],
      5000,
    );
    series = appendWindow(series, [[1500, 9]], 5000);
    expect(series.x).toEqual([1000, 1500, 2000]);
    series = appendWindow(series, [[8000, 3]], 5000);
    expect(series).toEqual({ x: [8000], y: [3] });
  });
});
