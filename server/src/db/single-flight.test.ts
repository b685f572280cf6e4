import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { singleFlight } from './single-flight';

const db = {} as Database;
const otherDb = {} as Database;

/** A read that answers when the test says, counting its runs. */
function controlledRead() {
  const runs: { args: unknown[]; settle(value: string | Error): void }[] = [];
  const read = singleFlight(
    (_db: Database, projectId: string, areaIds: readonly string[]) =>
      new Promise<string>((resolve, reject) => {
        runs.push({
          args: [projectId, areaIds],
          settle: (value) => (value instanceof Error ? reject(value) : resolve(value)),
        });
      }),
  );
  return { read, runs };
}

describe('single flight', () => {
  it('runs a read once for the callers asking the same while it runs, and again once it has settled', async () => {
    const { read, runs } = controlledRead();
    const first = read(db, 'p1', []);
    const second = read(db, 'p1', []);
    expect(runs).toHaveLength(1);
    runs[0].settle('rows');
    await expect(Promise.all([first, second])).resolves.toEqual(['rows', 'rows']);
    const later = read(db, 'p1', []);
    expect(runs).toHaveLength(2);
    runs[1].settle('new rows');
    await expect(later).resolves.toBe('new rows');
  });

  it('keeps apart reads with other arguments or of another database', () => {
    const { read, runs } = controlledRead();
    read(db, 'p1', []);
    read(db, 'p1', ['a1']);
    read(db, 'p2', []);
    read(otherDb, 'p1', []);
    expect(runs.map((run) => run.args)).toEqual([
      ['p1', []],
      ['p1', ['a1']],
      ['p2', []],
      ['p1', []],
    ]);
  });

  it('gives a failure to every waiting caller, and the next caller reads again', async () => {
    const { read, runs } = controlledRead();
    const first = read(db, 'p1', []);
    const second = read(db, 'p1', []);
    runs[0].settle(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    read(db, 'p1', []);
    expect(runs).toHaveLength(2);
  });
});
