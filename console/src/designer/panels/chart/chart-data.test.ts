import type { ChartOption } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { chartDataText, chartTypeOf, parseChartData, withChartData, withChartType } from './chart-data';
import { syntaxErrorOffset } from './json-position';

const option: ChartOption = {
  title: { show: true, text: '图表' },
  xAxis: { show: true, data: ['一月', '二月'] },
  series: { type: 'bar', name: '数量', data: [12, 20] },
};

describe('chart data of the 数据修改 dialog', () => {
  it('shows the series data then the x-axis data as two arrays', () => {
    const text = chartDataText(option);
    expect(text).toBe('[\n  [12, 20],\n  ["一月", "二月"]\n]');
    expect(parseChartData(text)).toEqual({ ok: true, series: [12, 20], xAxis: ['一月', '二月'] });
  });

  it('names the line and column of a JSON syntax error', () => {
    expect(parseChartData('[\n  [12, 20,],\n  ["a", "b"]\n]')).toEqual({
      ok: false,
      error: { kind: 'syntax', line: 2, column: 11 },
    });
    expect(parseChartData('[[1, 2], ["a"')).toEqual({
      ok: false,
      error: { kind: 'syntax', line: 1, column: 14 },
    });
    expect(parseChartData('')).toEqual({ ok: false, error: { kind: 'syntax', line: 1, column: 1 } });
  });

  it('says which array is wrong', () => {
    expect(parseChartData('[1, 2, 3]')).toEqual({ ok: false, error: { kind: 'notTwoArrays' } });
    expect(parseChartData('{"a": 1}')).toEqual({ ok: false, error: { kind: 'notTwoArrays' } });
    expect(parseChartData('[1, ["a"]]')).toEqual({ ok: false, error: { kind: 'seriesNotArray' } });
    expect(parseChartData('[[1], "a"]')).toEqual({ ok: false, error: { kind: 'xAxisNotArray' } });
    expect(parseChartData('[[1, "x"], ["a", "b"]]')).toEqual({
      ok: false,
      error: { kind: 'seriesItem', index: 2, item: '"x"' },
    });
    expect(parseChartData('[[1, 2], ["a", {}]]')).toEqual({
      ok: false,
      error: { kind: 'xAxisItem', index: 2, item: '{}' },
    });
  });

  it('accepts gaps and scatter points in the series', () => {
    expect(parseChartData('[[null, [1, 2]], [1, "b"]]')).toMatchObject({ ok: true });
  });

  it('puts new data into the first series and the x axis, keeping the rest', () => {
    const next = withChartData(option, [1, 2, 3], ['a', 'b', 'c']);
    expect(next.series).toEqual({ type: 'bar', name: '数量', data: [1, 2, 3] });
    expect(next.xAxis).toEqual({ show: true, data: ['a', 'b', 'c'] });
    expect(next.title).toBe(option.title);
    const many = withChartData(
      {
        series: [
          { type: 'line', data: [] },
          { type: 'bar', data: [9] },
        ],
      },
      [5],
      ['x'],
    );
    expect(many.series).toEqual([
      { type: 'line', data: [5] },
      { type: 'bar', data: [9] },
    ]);
  });

  it('changes the type of every series', () => {
    expect(chartTypeOf(withChartType(option, 'line'))).toBe('line');
    expect(withChartType({ series: [{ type: 'bar', data: [] }] }, 'scatter').series).toEqual([
      { type: 'scatter', data: [] },
    ]);
  });
});

describe('syntaxErrorOffset', () => {
  it('finds the first wrong character, or -1 for valid JSON', () => {
    expect(syntaxErrorOffset('[1, 2]')).toBe(-1);
    expect(syntaxErrorOffset('{"a": tru}')).toBe(6);
    expect(syntaxErrorOffset('["a\\x"]')).toBe(4);
    expect(syntaxErrorOffset('[1] x')).toBe(4);
  });
});
