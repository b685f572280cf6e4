/** @jsxImportSource preact */
import { createComponent, type ElevatorDetail, type ElevatorListItem } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetcher, renderWidget } from '../../test/harness';
import { advance } from '../../test/timers';

const LIST = '/front/siteElevatorDevice/queryPageList';
const DETAIL = '/front/siteElevatorDevice/queryDetail';

const LIFTS: ElevatorListItem[] = [
  { elevatorDeviceId: 'l1', elevatorName: '1号施工升降机', deviceStatus: 1, alarmStatus: 0 },
  { elevatorDeviceId: 'l2', elevatorName: '2号施工升降机', deviceStatus: 0, alarmStatus: 1 },
];

function detail(id: string): ElevatorDetail {
  return {
    siteElevatorDevice: LIFTS.find((lift) => lift.elevatorDeviceId === id)!,
    siteElevatorDeviceParam: {
      ratedPeopleCnt: 12,
      elevatorType: id === 'l1' ? 1 : 0,
      ratedHeight: 150,
      maxFloor: 40,
      minFloor: -2,
      ratedWeight: 2,
      ratedUpSpeed: 0.6,
      ratedDownSpeed: 0.5,
      ratedObliguityX: 1.5,
      ratedObliguityY: 1.5,
      ratedWindSpeed: 20,
      ratedWindLevel: 6,
    },
    lastRealtime: {
      height: id === 'l1' ? 36.5 : 3,
      floor: 12,
      weight: 0.85,
      peopleCnt: 6,
      speed: 0.4,
      obliguityX: 0.2,
      obliguityY: 0.1,
      windSpeed: 4.2,
      time: '2024-05-01 09:12:30',
    },
  };
}

const detailCall = vi.fn((payload: unknown) => detail((payload as { id: string }).id));
const answers = { [LIST]: { records: LIFTS }, [DETAIL]: detailCall };

const row = (element: HTMLElement, label: string) =>
  element.querySelector(`[data-row="${label}"]`)?.textContent ?? '';

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

async function show(fetched: Record<string, unknown> = answers) {
  const component = createComponent('Lift', { left: 0, top: 0 });
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(fetched),
  });
  cleanups.push(rendered.cleanup);
  return rendered;
}

describe('Lift', () => {
  it('shows the latest reading beside the rated values, with online and alarm state', async () => {
    const { element } = await show();
    expect(element.textContent).toContain('1号施工升降机');
    expect(element.textContent).toContain('左笼');
    expect(element.querySelector('[data-status="在线"]')).not.toBeNull();
    expect(element.querySelector('[data-status="正常"]')).not.toBeNull();
    expect(row(element, '高度')).toBe('高度36.5 m150 m');
    expect(row(element, '楼层')).toBe('楼层12 层-2 ~ 40 层');
    expect(row(element, '人数')).toBe('人数6 人12 人');
    expect(row(element, '速度')).toContain('↑0.6 ↓0.5 m/s');
    expect(detailCall).toHaveBeenCalledWith({ id: 'l1' });
  });

  it('moves to the next lift at the default 10 minute interval and reads its detail', async () => {
    const { element } = await show();
    await advance(600_000);
    expect(element.textContent).toContain('2号施工升降机');
    expect(element.querySelector('[data-status="离线"]')).not.toBeNull();
    expect(element.querySelector('[data-status="告警"]')).not.toBeNull();
    expect(row(element, '高度')).toBe('高度3 m150 m');
    expect(detailCall).toHaveBeenCalledWith({ id: 'l2' });
  });

  it('shows empty and error states', async () => {
    const empty = await show({ [LIST]: { records: [] } });
    expect(empty.element.querySelector('[data-state="empty"]')?.textContent).toBe('暂无升降机设备');
    const failing = await show({ [LIST]: new Error('服务不可用') });
    expect(failing.element.querySelector('[data-state="error"]')?.textContent).toContain('服务不可用');
  });
});
