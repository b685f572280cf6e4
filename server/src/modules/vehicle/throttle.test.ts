import { describe, expect, it } from 'vitest';
import { throttlePerKey } from './throttle';

/** A computation whose answer changes each time it runs, on a clock the test moves. */
function setup() {
  const clock = { now: 1_000_000 };
  const runs: string[] = [];
  const throttled = throttlePerKey(
    3000,
    async (key) => {
      runs.push(key);
      return `${key}#${runs.length}`;
    },
    () => clock.now,
  );
  return { clock, runs, throttled };
}

describe('throttle per key', () => {
  it('answers the cached result within the window and computes again after it', async () => {
    const { clock, runs, throttled } = setup();
    expect(await throttled('1')).toBe('1#1');
    clock.now += 2999;
    expect(await throttled('1')).toBe('1#1');
    clock.now += 1;
    expect(await throttled('1')).toBe('1#2');
    expect(runs).toEqual(['1', '1']);
  });

  it('keeps one window per key', async () => {
    const { clock, throttled } = setup();
    expect(await throttled('1')).toBe('1#1');
    clock.now += 1000;
    expect(await throttled('2')).toBe('2#2');
    clock.now += 2500;
    expect(await throttled('1')).toBe('1#3');
    expect(await throttled('2')).toBe('2#2');
  });

  it('shares a computation still running between concurrent calls', async () => {
    const { runs, throttled } = setup();
    const [first, second] = await Promise.all([throttled('1'), throttled('1')]);
    expect(first).toBe(second);
    expect(runs).toHaveLength(1);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const throttled = throttlePerKey(3000, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(throttled('1')).rejects.toThrow('database down');
    fail = false;
    expect(await throttled('1')).toBe('ok');
  });
});
