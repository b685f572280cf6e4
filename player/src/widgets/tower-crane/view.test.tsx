/** @jsxImportSource preact */
import { type CraneDetail, type CraneListRecord, createComponent } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetcher, renderWidget } from '../../test/harness';
import { advance } from '../../test/timers';

const LIST = '/front/siteCraneDevice/queryPageList';
const DETAIL = '/front/siteCraneDevice/queryDetail';

function crane(id: string, name: string, deviceStatus: string, alarmStatus: string): CraneListRecord {
  return {
    ycjzDeviceId: `y${id}`,
    craneDeviceId: id,
    craneName: name,
    deviceStatus,
    alarmStatus,
    towerCapHight: 6,
    towerHight: 48,
  };
}

const CRANES = [crane('c1', '1号塔吊', '1', '0'), crane('c2', '2号塔吊', '0', '1')];

function detail(id: string): CraneDetail {
  const record = CRANES.find((item) => item.craneDeviceId === id)!;
  return {
    siteCraneDevice: { ...record, tcMlMaxScope: 60 },
    siteCraneDeviceParam: { backArmLength: 15, frontArmLength: 60 },
    lastRealtime:
      id === 'c1'
        ? { height: 32.5, obliguity: 0.4, moment: 72.35, tcMlMaxScope: 41.2, windSpeed: 3.1, weight: 2.45 }
        : null,
  };
}

const detailCall = vi.fn((payload: unknown) => detail((payload as { id: string }).id));
const answers = { [LIST]: { records: CRANES, total: 2 }, [DETAIL]: detailCall };

const metric = (element: HTMLElement, label: string) =>
  element.querySelector(`[data-metric="${label}"]`)?.textContent ?? '';

let cleanups: (() => void)[] = [];
beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  detailCall.mockClear();
  vi.useRealTimers();
});

async function show(interval = 300_000, fetched: Record<string, unknown> = answers) {
  const component = createComponent('TowerCrane', { left: 0, top: 0 });
  component.style.interval = interval;
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(fetched),
  });
  cleanups.push(rendered.cleanup);
  return { ...rendered, component };
}

describe('TowerCrane', () => {
  it("shows the current crane's state and latest reading with units", async () => {
    const { element } = await show();
    expect(element.textContent).toContain('1号塔吊');
    expect(element.querySelector('[data-status="在线"]')).not.toBeNull();
    expect(element.querySelector('[data-status="正常"]')).not.toBeNull();
    expect(metric(element, '高度')).toContain('32.5m');
    expect(metric(element, '倾角')).toContain('0.4°');
    expect(metric(element, '力矩')).toContain('72.35%');
    expect(metric(element, '幅度')).toContain('41.2m');
    expect(metric(element, '风速')).toContain('3.1m/s');
    expect(metric(element, '吊重')).toContain('2.45t');
    expect(element.textContent).toContain('前臂 60 m');
    expect(detailCall).toHaveBeenCalledWith({ projectId: 'p1', id: 'c1' });
  });

  it('reads the detail of the next crane when the carousel reaches it', async () => {
    const { element } = await show();
    await advance(300_000);
    expect(element.textContent).toContain('2号塔吊');
    expect(element.querySelector('[data-status="离线"]')).not.toBeNull();
    expect(element.querySelector('[data-status="告警"]')).not.toBeNull();
    expect(element.textContent).toContain('暂无实时数据');
    expect(detailCall).toHaveBeenCalledWith({ projectId: 'p1', id: 'c2' });
  });

  it('recreates the carousel when the interval changes', async () => {
    const { element, widget, component } = await show(300_000);
    await advance(200_000);
    await act(async () => widget.update({ ...component, style: { ...component.style, interval: 600_000 } }));
    await advance(300_000);
    expect(element.textContent).toContain('1号塔吊');
    await advance(300_000);
    expect(element.textContent).toContain('2号塔吊');
  });

  it('shows empty and error states', async () => {
    const empty = await show(300_000, { [LIST]: { records: [] } });
    expect(empty.element.querySelector('[data-state="empty"]')?.textContent).toBe('暂无塔吊设备');
    const failing = await show(300_000, { [LIST]: new Error('服务不可用') });
    expect(failing.element.querySelector('[data-state="error"]')?.textContent).toContain('服务不可用');
  });
});
