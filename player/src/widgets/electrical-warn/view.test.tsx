/** @jsxImportSource preact */
import { createComponent } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELECTRICITY_DAY, ELECTRICITY_MONTH, electricalStats, lastChart } from '../../test/electrical';
import { drawn } from '../../test/fake-echarts';
import { fakeFetcher, renderWidget, settle } from '../../test/harness';

vi.mock('../../charts/echarts', () => import('../../test/fake-echarts'));

const answers = {
  [ELECTRICITY_DAY]: electricalStats({ tCount: 1, otCount: 2, vLCount: 0, lVCount: 3, hVCount: 4 }),
  [ELECTRICITY_MONTH]: electricalStats({ tCount: 11, otCount: 12, vLCount: 5, lVCount: 13, hVCount: 14 }),
};

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  drawn.options = [];
});

async function show(fetched: Record<string, unknown>) {
  const component = createComponent('ElectricalWarn', { left: 0, top: 0 });
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(fetched),
  });
  cleanups.push(rendered.cleanup);
  await settle(6);
  return rendered.element;
}

describe('ElectricalWarn', () => {
  it('counts the five warning kinds of today, then of the month', async () => {
    const element = await show(answers);
    await vi.waitFor(() => expect(drawn.options).not.toHaveLength(0));
    expect(lastChart().xAxis.data).toEqual(['温度', '过流', '断电', '欠压', '过压']);
    expect(lastChart().series[0].data).toEqual([1, 2, 0, 3, 4]);
    await act(async () => (element.querySelector('[data-tab="month"]') as HTMLButtonElement).click());
    await settle(6);
    expect(lastChart().series[0].data).toEqual([11, 12, 5, 13, 14]);
  });

  it('shows empty and error states', async () => {
    const empty = await show({ [ELECTRICITY_DAY]: {} });
    expect(empty.querySelector('[data-state="empty"]')?.textContent).toBe('暂无告警数据');
    const failing = await show({ [ELECTRICITY_DAY]: new Error('告警服务离线') });
    expect(failing.querySelector('[data-state="error"]')?.textContent).toContain('告警服务离线');
  });
});
