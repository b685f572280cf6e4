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
    hourDataMap: { '0': { hourSumElectricity: 12.5, hourSumLeakageElectricity: 8.25 } },
  }),
  [ELECTRICITY_MONTH]: electricalStats({
    dayDataMap: { '2024-05-01': { daySumElectricity: 310.4, daySumLeakageElectricity: 20 } },
  }),
};

let cleanup = () => {};
afterEach(() => {
  cleanup();
  drawn.options = [];
});

describe('LeakageChart', () => {
  it('draws leakage as a line, per hour today and per day in the month tab', async () => {
    const component = createComponent('LeakageChart', { left: 0, top: 0 });
    const rendered = await renderWidget(component, {
      projectId: 'p1',
      preview: true,
      fetcher: fakeFetcher(answers),
    });
    cleanup = rendered.cleanup;
    await vi.waitFor(() => expect(drawn.options).not.toHaveLength(0));
    expect(lastChart().series[0]).toMatchObject({ type: 'line' });
    expect(lastChart().series[0].data[0]).toBe(8.25);
    await act(async () =>
      (rendered.element.querySelector('[data-tab="month"]') as HTMLButtonElement).click(),
    );
    await settle(6);
    expect(lastChart().xAxis.data).toEqual(['05-01']);
    expect(lastChart().series[0].data).toEqual([20]);
  });
});
