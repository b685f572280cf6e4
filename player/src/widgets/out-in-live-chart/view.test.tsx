import { type ChartRow, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawn } from '../../test/fake-echarts';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

vi.mock('../../charts/echarts', () => import('../../test/fake-echarts'));

const PATH = WIDGET_CALLS.outInChart.path;
const row = (hour: number, inCount: number, outCount: number): ChartRow => ({
  hour,
  workerCount: 0,
  managerCount: 0,
  inCount,
  outCount,
  verifyCount: 0,
});

beforeEach(() => {
  drawn.options = [];
});
afterEach(cleanupWidgets);

/** The worker and ECharts load lazily: wait for the first option set. */
const chartDrawn = () => vi.waitFor(() => expect(drawn.options.length).toBeGreaterThan(0));

describe('OutInLiveChart (进出场实况)', () => {
  it('draws entries and exits per hour as bars', async () => {
    await showWidget('OutInLiveChart', { [PATH]: [row(6, 30, 0), row(8, 85, 6)] });
    await chartDrawn();
    const option = drawn.options.at(-1) as unknown as {
      series: { name: string; type: string; data: (number | null)[] }[];
    };
    expect(option.series.map((series) => [series.name, series.type])).toEqual([
      ['进场', 'bar'],
      ['出场', 'bar'],
    ]);
    expect(option.series[0].data.slice(5, 10)).toEqual([0, 30, 0, 85, null]);
    expect(option.series[1].data[8]).toBe(6);
  });

  it('shows an empty box for a null answer and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('OutInLiveChart', { [PATH]: null }), 'empty')).not.toBeNull();
    expect(
      stateOf(await showWidget('OutInLiveChart', { [PATH]: new Error('超时') }), 'error'),
    ).not.toBeNull();
  });
});
