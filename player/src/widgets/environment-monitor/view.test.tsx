/** @jsxImportSource preact */
import { createComponent, type EnvironmentReading } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetcher, renderWidget } from '../../test/harness';
import { advance } from '../../test/timers';

const PATH = '/front/siteYcjzDevice/list';

function device(id: string, alias: string, extra: Partial<EnvironmentReading> = {}): EnvironmentReading {
  return {
    ycjzDeviceId: id,
    deviceAlias: alias,
    tsp: 120.4,
    pm10: 68,
    pm25: 35.27,
    noise: 58.3,
    temperature: 21.5,
    humidity: 46,
    wind: '东北',
    windSpeed: 2.4,
    windLv: 2,
    barometric: 101.3,
    tspWarn: 0,
    pm10Warn: 0,
    pm25Warn: 0,
    noiseWarn: 0,
    temperatureWarn: 0,
    windSpeedWarn: 0,
    windLvWarn: 0,
    ...extra,
  };
}

const DEVICES = [
  device('e1', '东门扬尘监测', { pm25Warn: 1, noise: 78.2, noiseWarn: 1 }),
  device('e2', '塔吊区扬尘'),
];

function monitor(interval?: number) {
  const component = createComponent('EnvironmentMonitor', { left: 0, top: 0 });
  if (interval !== undefined) component.style.interval = interval;
  return component;
}

const metric = (element: HTMLElement, label: string) =>
  element.querySelector(`[data-metric="${label}"]`) as HTMLElement | null;

let cleanups: (() => void)[] = [];
beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.useRealTimers();
});

async function show(component = monitor(), answers: Record<string, unknown> = { [PATH]: DEVICES }) {
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(answers),
  });
  cleanups.push(rendered.cleanup);
  return rendered;
}

describe('EnvironmentMonitor', () => {
  it('shows the readings of the first device with units, warnings in red', async () => {
    const { element } = await show();
    expect(element.textContent).toContain('东门扬尘监测');
    expect(metric(element, 'PM2.5')?.textContent).toContain('35.3μg/m³');
    expect(metric(element, '风向')?.textContent).toContain('东北');
    expect(metric(element, '气压')?.textContent).toContain('101.3kPa');
    expect(metric(element, 'PM2.5')?.dataset.warn).toBe('1');
    expect(metric(element, '噪声')?.dataset.warn).toBe('1');
    expect(metric(element, 'TSP')?.dataset.warn).toBeUndefined();
    expect(element.querySelector('[data-pager]')?.textContent).toBe('1/2');
  });

  it('moves to the next device every 10 minutes by default, wrapping', async () => {
    const { element } = await show();
    await advance(599_000);
    expect(element.textContent).toContain('东门扬尘监测');
    await advance(1_000);
    expect(element.textContent).toContain('塔吊区扬尘');
    await advance(600_000);
    expect(element.textContent).toContain('东门扬尘监测');
  });

  it('switches at the chosen interval and starts at the chosen device', async () => {
    const component = monitor(300_000);
    component.style.deviceId = 'e2';
    const { element } = await show(component);
    expect(element.textContent).toContain('塔吊区扬尘');
    await advance(300_000);
    expect(element.textContent).toContain('东门扬尘监测');
  });

  it('says so when the project has no environmental device', async () => {
    const { element } = await show(monitor(), { [PATH]: [] });
    expect(element.querySelector('[data-state="empty"]')?.textContent).toBe('暂无环境监测设备');
  });

  it('shows the error when the list cannot be read, and the last good data as stale later', async () => {
    const failing = await show(monitor(), { [PATH]: new Error('网络错误') });
    expect(failing.element.querySelector('[data-state="error"]')?.textContent).toContain('网络错误');

    let fail = false;
    const { element } = await show(monitor(), {
      [PATH]: () => {
        if (fail) throw new Error('网络错误');
        return DEVICES;
      },
    });
    fail = true;
    await advance(30_000);
    expect(element.textContent).toContain('东门扬尘监测');
    expect(element.querySelector('[data-state="stale"]')).not.toBeNull();
  });

  it('leaves no timer behind', async () => {
    const { cleanup } = await show();
    cleanups = [];
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
