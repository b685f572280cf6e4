/** @jsxImportSource preact */
import { createComponent } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELECTRICITY_DAY, ELECTRICITY_MONTH, electricalStats, lastChart } from '../../test/electrical';
import { drawn } from '../../test/fake-echarts';
import { fakeFetcher, renderWidget, settle } from '../../test/harness';

vi.mock('../../charts/echarts', () => import('../../test/fake-echarts'));

const answers = {
  [ELECTRICITY_DAY]: electricalStats({
    sumElectricity: 182.456,
    sumLeakageElectricity: 31,
    areaDataMap: { 生活区: 40.5, 办公区: 96.25 },
  }),
  [ELECTRICITY_MONTH]: electricalStats({ sumElectricity: 5230, sumLeakageElectricity: 640 }),
};

const metric = (element: HTMLElement, label: string) =>
  element.querySelector(`[data-metric="${label}"]`)?.textContent ?? '';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  drawn.options = [];
});

describe('ElectricalStatistics', () => {
  it('shows the totals and the electricity per area, largest first; the month tab its own totals', async () => {
    const component = createComponent('ElectricalStatistics', { left: 0, top: 0 });
    const rendered = await renderWidget(component, {
      projectId: 'p1',
      preview: true,
      fetcher: fakeFetcher(answers),
    });
    cleanup = rendered.cleanup;
    const element = rendered.element;
    await vi.waitFor(() => expect(drawn.options).not.toHaveLength(0));
    expect(metric(element, '总用电量')).toContain('182.46kWh');
    expect(metric(element, '总漏电量')).toContain('31mA');
    expect(lastChart().xAxis.data).toEqual(['办公区', '生活区']);
    expect(lastChart().series[0].data).toEqual([96.25, 40.5]);
    await act(async () => (element.querySelector('[data-tab="month"]') as HTMLButtonElement).click());
    await settle(6);
    expect(metric(element, '总用电量')).toContain('5230kWh');
    expect(element.querySelector('[data-state="empty"]')?.textContent).toBe('暂无区域用电数据');
  });
});
