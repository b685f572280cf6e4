/** @jsxImportSource preact */
import { createComponent } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELECTRICITY_DAY, ELECTRICITY_MONTH, electricalStats, lastChart } from '../../test/electrical';
import { drawn } from '../../test/fake-echarts';
import { fakeFetcher, renderWidget, settle } from '../../test/harness';

vi.mock('../../charts/echarts', () => import('../../test/fake-echarts'));

const dayCall = vi.fn(() =>
  electricalStats({
    hourDataMap: {
      '0': { hourSumElectricity: 12.5, hourSumLeakageElectricity: 8 },
      '1': { hourSumElectricity: 10, hourSumLeakageElectricity: 9 },
    },
  }),
);
const monthCall = vi.fn(() =>
  electricalStats({
    dayDataMap: {
      '2024-05-01': { daySumElectricity: 310.4, daySumLeakageElectricity: 20 },
      '2024-05-02': { daySumElectricity: 288, daySumLeakageElectricity: 22 },
    },
  }),
);

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  drawn.options = [];
});

async function show(
  answers: Record<string, unknown> = { [ELECTRICITY_DAY]: dayCall, [ELECTRICITY_MONTH]: monthCall },
) {
  const component = createComponent('ElectricityChart', { left: 0, top: 0 });
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(answers),
  });
  cleanups.push(rendered.cleanup);
  await settle(6);
  return rendered.element;
}

describe('ElectricityChart', () => {
  it("draws today's electricity per hour from the day call's hourDataMap", async () => {
    const element = await show();
    expect(element.textContent).toContain('用电情况');
    // The first chart waits for the lazy chart module.
    await vi.waitFor(() => expect(drawn.options).not.toHaveLength(0));
    const option = lastChart();
    expect(option.xAxis.data.slice(0, 2)).toEqual(['00:00', '01:00']);
    expect(option.series[0]).toMatchObject({ type: 'bar' });
    expect(option.series[0].data.slice(0, 3)).toEqual([12.5, 10, null]);
    expect(monthCall).not.toHaveBeenCalled();
  });

  it("switches to the month tab: the month call's dayDataMap per day", async () => {
    const element = await show();
    await act(async () => (element.querySelector('[data-tab="month"]') as HTMLButtonElement).click());
    await settle(6);
    expect(monthCall).toHaveBeenCalledTimes(1);
    expect(element.querySelector('[data-tab="month"]')?.getAttribute('aria-pressed')).toBe('true');
    const option = lastChart();
    expect(option.xAxis.data).toEqual(['05-01', '05-02']);
    expect(option.series[0].data).toEqual([310.4, 288]);
    await act(async () => (element.querySelector('[data-tab="day"]') as HTMLButtonElement).click());
    await settle(6);
    expect(lastChart().xAxis.data).toHaveLength(24);
  });

  it('shows empty and error states', async () => {
    const empty = await show({ [ELECTRICITY_DAY]: electricalStats({}) });
    expect(empty.querySelector('[data-state="empty"]')?.textContent).toBe('今日暂无数据');
    const failing = await show({ [ELECTRICITY_DAY]: new Error('电表网关离线') });
    expect(failing.querySelector('[data-state="error"]')?.textContent).toContain('电表网关离线');
  });
});
