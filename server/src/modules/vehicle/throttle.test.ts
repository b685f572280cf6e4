import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { throttleShared } from './throttle';

const WINDOW_MS = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('throttle shared through the database', () => {
  const db = useTestDatabase();

  /** Two replicas' throttles over one computation whose answer changes each time it runs. */
  function replicas(name: string) {
    const runs: string[] = [];
    const compute = async (key: string) => {
      runs.push(key);
      await pause(20);
      return { answer: `${key}#${runs.length}` };
    };
    const [first, second] = [1, 2].map(() => throttleShared(db(), name, WINDOW_MS, compute));
    return { runs, first, second };
  }

  it("answers every replica the window's one computation, and computes again after the window", async () => {
    const { runs, first, second } = replicas('window');
    expect(await first('1')).toEqual({ answer: '1#1' });
    expect(await second('1')).toEqual({ answer: '1#1' });
    await pause(WINDOW_MS + 100);
    expect(await second('1')).toEqual({ answer: '1#2' });
    expect(await first('1')).toEqual({ answer: '1#2' });
    expect(runs).toEqual(['1', '1']);
  });

  it('keeps one window per key and per name', async () => {
    const { runs, first } = replicas('keys');
    const other = replicas('other');
    expect(await first('1')).toEqual({ answer: '1#1' });
    expect(await first('2')).toEqual({ answer: '2#2' });
    expect(await other.first('1')).toEqual({ answer: '1#1' });
    expect(runs).toEqual(['1', '2']);
  });

  it('shares a computation still running between concurrent calls of one process', async () => {
    const { runs, first } = replicas('concurrent');
    const [one, two] = await Promise.all([first('1'), first('1')]);
    expect(one).toEqual(two);
    expect(runs).toHaveLength(1);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const throttled = throttleShared(db(), 'failure', WINDOW_MS, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(throttled('1')).rejects.toThrow('database down');
    fail = false;
    expect(await throttled('1')).toBe('ok');
  });
});
