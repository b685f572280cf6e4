import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once a second from the start value to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown(5));
    const seen = [result.current];
    for (let second = 0; second < 7; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      seen.push(result.current);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 0, 0, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
