import { type ChartRow, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawn } from '../../test/fake-echarts';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

vi.mock('../../charts/echarts', () => import('../../test/fake-echarts'));

const PATH = WIDGET_CALLS.personInChart.path;
const row = (hour: number, workerCount: number, managerCount: number): ChartRow => ({
  hour,
  workerCount,
  managerCount,
  inCount: 0,
  outCount: 0,
  verifyCount: 0,
});

interface DrawnOption {
  xAxis: { data: string[] };
  series: { name: string; type: string; data: (number | null)[] }[];
  color: string[];
}

beforeEach(() => {
  drawn.options = [];
  drawn.ratio = undefined;
});
afterEach(cleanupWidgets);

/** The worker and ECharts load lazily: wait for the first option set. */
const chartDrawn = () => vi.waitFor(() => expect(drawn.options.length).toBeGreaterThan(0));

describe('AttendanceLiveChart (出勤实况)', () => {
  it('draws workers and managers per hour of today, blank after the latest hour', async () => {
    const rows = [row(7, 40, 5), row(9, 120, 12), row(8, 96, 10), row(9, 4, 0)];
    const element = await showWidget('AttendanceLiveChart', { [PATH]: rows });
    await chartDrawn();
    const option = drawn.options.at(-1) as unknown as DrawnOption;
    expect(option.xAxis.data).toHaveLength(24);
    expect(option.xAxis.data.slice(7, 10)).toEqual(['07:00', '08:00', '09:00']);
    const [workers, managers] = option.series;
    expect(workers).toMatchObject({ name: '工人', type: 'line' });
    expect(workers.data.slice(0, 11)).toEqual([0, 0, 0, 0, 0, 0, 0, 40, 96, 124, null]);
    expect(managers.data[9]).toBe(12);
    expect(element.querySelector('.pw-site-title')?.textContent).toBe('出勤实况');
  });

  it('draws its canvas at devicePixelRatio × stage scale', async () => {
    await showWidget('AttendanceLiveChart', { [PATH]: [row(8, 1, 1)] }, { context: { scale: 2 } });
    await chartDrawn();
    expect(drawn.ratio).toBe(2 * (window.devicePixelRatio || 1));
  });

  it('shows an empty box for no rows and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('AttendanceLiveChart', { [PATH]: [] }), 'empty')).not.toBeNull();
    expect(
      stateOf(await showWidget('AttendanceLiveChart', { [PATH]: new Error('超时') }), 'error'),
    ).not.toBeNull();
  });
});
