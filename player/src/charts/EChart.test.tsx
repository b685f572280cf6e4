/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawn } from '../test/fake-echarts';
import { settle } from '../test/harness';
import { EChart } from './EChart';

vi.mock('./echarts', () => import('../test/fake-echarts'));

afterEach(() => {
  drawn.options = [];
});

describe('EChart', () => {
  it('draws an option once however often an equal one is re-made, and draws a changed one', async () => {
    const element = document.createElement('div');
    const option = (values: number[]) => ({
      xAxis: { data: ['一月', '二月'] },
      series: [{ type: 'bar', data: values }],
    });
    act(() => render(<EChart option={option([1, 2])} />, element));
    await settle();
    act(() => render(<EChart option={option([1, 2])} />, element));
    await settle();
    expect(drawn.options).toHaveLength(1);
    act(() => render(<EChart option={option([3, 4])} />, element));
    await settle();
    expect(drawn.options.map((drawnOption) => (drawnOption.series as { data: number[] }[])[0].data)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    act(() => render(null, element));
  });
});
