import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeapWatchdog, startSoftReload } from './watchdog';

describe('safety valves', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads after two samples over the heap limit, and not on a single spike', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const readings = [100, 900, 100, 900, 950];
    const onExceeded = vi.fn();
    const stop = startHeapWatchdog(800, onExceeded, () => readings.shift() ?? 950, 1000);
    vi.advanceTimersByTime(3000);
    expect(onExceeded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExceeded).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing where performance.memory is missing', () => {
    const stop = startHeapWatchdog(1, vi.fn(), () => null, 1000);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('soft-reloads on schedule and stops cleanly', () => {
    const reload = vi.fn();
    const stop = startSoftReload(2, reload);
    vi.advanceTimersByTime(4 * 60_000);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(startSoftReload(0, reload)).toBeTypeOf('function');
  });
});
