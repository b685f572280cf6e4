import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { settle } from './harness';

/**
 * Advances fake timers inside act(), so the renders and effects a timer causes (a carousel turn, a
 * detail call of the new item) run before the test looks, then lets the reads they start settle.
 */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}
