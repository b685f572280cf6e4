import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('loads on the first call and shares that answer with every later one', async () => {
    let loads = 0;
    const load = once(async () => {
      loads += 1;
      return { loads };
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('keeps no failure: the next call loads again', async () => {
    let loads = 0;
    const load = once(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return loads;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
  });
});
