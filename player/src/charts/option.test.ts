import { describe, expect, it } from 'vitest';
import { buildEChartsOption, chartDataFromSource, liveValue, seriesList, withAlpha } from './option';

describe('chart option', () => {
  it('reads the answers a data source may give', () => {
    expect(
      chartDataFromSource([
        [1, 2],
        ['a', 'b'],
      ]),
    ).toEqual({ series: [[1, 2]], categories: ['a', 'b'] });
    expect(chartDataFromSource([{ name: 'a', value: 1 }])).toEqual({ categories: ['a'], series: [[1]] });
    expect(chartDataFromSource([3, 4])).toEqual({ series: [[3, 4]] });
    expect(chartDataFromSource({ xAxis: ['x'], series: [{ data: [1] }, { data: [2] }] })).toEqual({
      categories: ['x'],
      series: [[1], [2]],
    });
    expect(chartDataFromSource('nope')).toBeNull();
    expect(liveValue({ value: '5' })).toBe(5);
    expect(liveValue([5])).toBeNull();
  });

  it('maps the seed option shape to ECharts, honouring the show switches', () => {
    const option = {
      title: { show: false, text: 'T' },
      tooltip: { show: false },
      legend: { show: false },
      xAxis: { show: false, data: ['a'] },
      series: { type: 'scatter', data: [1] },
    };
    const built = buildEChartsOption(
      option,
      { categories: ['a'], series: [{ name: 's', type: 'scatter', values: [1] }] },
      { color: '#fff', fontSize: 14 },
    ) as Record<string, Record<string, unknown>>;
    expect(built.title.show).toBe(false);
    expect(built.tooltip.show).toBe(false);
    expect(built.legend.show).toBe(false);
    expect(built.xAxis.show).toBe(false);
    expect((built.series as unknown as { type: string }[])[0].type).toBe('scatter');
    expect(seriesList(option)).toHaveLength(1);
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
  });
});
