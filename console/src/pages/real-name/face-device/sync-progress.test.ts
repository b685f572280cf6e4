import type { DeviceStoreAnswer } from '@site/shared-realtime';
import { describe, expect, it } from 'vitest';
import { nextSync, percentOf, startedSync } from './sync-progress';

const base: DeviceStoreAnswer = {
  deviceId: 'd',
  code: 200,
  message: '操作成功',
  commandId: 'c1',
  phase: 'ACCEPTED',
  done: 0,
  total: 2,
  synced: 0,
  failed: 0,
  result: null,
};
const progress = (done: number, failed: boolean): DeviceStoreAnswer => ({
  ...base,
  phase: 'PROGRESS',
  done,
  synced: failed ? done - 1 : done,
  failed: failed ? 1 : 0,
  result: {
    personId: `p${done}`,
    personName: `人员${done}`,
    syncStatus: failed ? 'FAILED' : 'SYNCED',
    reason: failed ? '照片质量不合格' : '',
  },
});

describe('a sync’s progress from the deviceStore answers', () => {
  it('counts n of m and keeps each person’s result, then finishes', () => {
    let sync = startedSync(base);
    expect(percentOf(sync)).toBe(0);
    sync = nextSync(sync, progress(1, false))!;
    sync = nextSync(sync, progress(2, true))!;
    expect(sync).toMatchObject({ done: 2, synced: 1, failed: 1, finished: false });
    expect(sync.results.map((result) => result.reason)).toEqual(['', '照片质量不合格']);
    expect(percentOf(sync)).toBe(100);
    sync = nextSync(sync, { ...base, phase: 'DONE', done: 2, synced: 1, failed: 1 })!;
    expect(sync.finished).toBe(true);
  });

  it('ignores another sync’s answers and repeats, and ends on a later refusal', () => {
    const sync = nextSync(startedSync(base), progress(1, false))!;
    expect(nextSync(sync, { ...progress(2, false), commandId: 'c2' })).toBe(sync);
    expect(nextSync(sync, progress(1, false))).toBe(sync);
    expect(nextSync(undefined, progress(1, false))).toBeUndefined();
    const failed = nextSync(sync, {
      ...base,
      code: 500,
      message: '服务器内部错误',
      commandId: '',
      phase: '',
    })!;
    expect(failed).toMatchObject({ finished: true, error: '服务器内部错误', done: 1 });
  });
});
