import type { PersonDataSlice } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { companyRateOption, sliceOption } from './chart-options';

const slices = (count: number): PersonDataSlice[] =>
  Array.from({ length: count }, (_, index) => ({ key: `k${index}`, name: `n${index}`, count: index + 1 }));

describe('statistics chart options', () => {
  it('draws one line of rates per company over the periods', () => {
    const option = companyRateOption({
      periods: ['2026-11-23', '2026-11-24'],
      companies: [
        { companyId: 'a', companyName: '甲', onJobCount: 4, attended: [2, 4], rates: [50, 100] },
        { companyId: 'b', companyName: '乙', onJobCount: 0, attended: [0, 0], rates: [0, 0] },
      ],
    }) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-11-23', '2026-11-24']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['甲', [50, 100]],
      ['乙', [0, 0]],
    ]);
  });

  it('draws few slices as a pie and many as bars, named by the page', () => {
    const pie = sliceOption(slices(3), (slice) => slice.name.toUpperCase()) as {
      series: { type: string; data: { name: string; value: number }[] }[];
    };
    expect(pie.series[0].type).toBe('pie');
    expect(pie.series[0].data[2]).toEqual({ name: 'N2', value: 3 });
    const bars = sliceOption(slices(9), (slice) => slice.name) as {
      series: { type: string; data: number[] }[];
    };
    expect(bars.series[0]).toMatchObject({ type: 'bar', data: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
  });
});
