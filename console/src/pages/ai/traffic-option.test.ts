import { describe, expect, it } from 'vitest';
import { trafficOption, trafficTotals } from './traffic-option';

const points = [
  { label: '07', inCount: 12, outCount: 1, strangerCount: 2 },
  { label: '08', inCount: 5, outCount: 0, strangerCount: 0 },
  { label: '17', inCount: 0, outCount: 15, strangerCount: 1 },
];
const labels = { inCount: '进入', outCount: '离开', strangerCount: '陌生人' };

describe('people-flow chart', () => {
  it('draws a slot per point: entries and exits as bars, strangers as a line', () => {
    const option = trafficOption(points, labels) as {
      xAxis: { data: string[] };
      series: { name: string; type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['07', '08', '17']);
    expect(option.series.map((series) => [series.name, series.type])).toEqual([
      ['进入', 'bar'],
      ['离开', 'bar'],
      ['陌生人', 'line'],
    ]);
    expect(option.series[1].data).toEqual([1, 0, 15]);
  });

  it('adds up the period', () => {
    expect(trafficTotals(points)).toEqual({ inCount: 17, outCount: 16, strangerCount: 3 });
  });
});
