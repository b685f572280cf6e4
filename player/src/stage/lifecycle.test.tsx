/** @jsxImportSource preact */
import { createComponent } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tickerUsers } from '../runtime/ticker';
import { fakeFetcher, renderWidget, settle } from '../test/harness';

describe('timers and requests end with the widget', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('a clock ticks every second and leaves no timer behind', async () => {
    vi.setSystemTime(new Date(2024, 4, 1, 8, 0, 0));
    const clock = createComponent('Clock', { left: 0, top: 0 });
    const { element, cleanup } = await renderWidget(clock, { preview: true });
    expect(element.textContent).toContain('2024-05-01 08:00:00');
    await vi.advanceTimersByTimeAsync(2100);
    await settle(1);
    expect(element.textContent).toContain('2024-05-01 08:00:02');
    expect(tickerUsers()).toBe(1);
    cleanup();
    expect(tickerUsers()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a data source repeats every `time` ms through the relay and stops on unmount', async () => {
    const relay = vi.fn(async () => '42');
    const text = createComponent('VText', { left: 0, top: 0 });
    text.request = {
      url: 'https://api.example.com/v',
      method: 'GET',
      paramType: '',
      data: [],
      series: true,
      time: 5000,
      requestCount: 0,
    };
    const { element, cleanup } = await renderWidget(text, {
      preview: true,
      fetcher: fakeFetcher({ '/front/relay': relay }),
    });
    expect(element.textContent).toContain('42');
    expect(relay).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(relay).toHaveBeenCalledTimes(3);
    cleanup();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(relay).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
