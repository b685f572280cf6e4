import { describe, expect, it } from 'vitest';
import { stateChanges } from './entry-changes';

describe('stateChanges', () => {
  it('lists what an update changed, before and after', () => {
    expect(
      stateChanges({
        before: { screenName: 'A', published: false, remark: '' },
        after: { screenName: 'B', published: false, remark: null },
      }),
    ).toEqual([{ key: 'screenName', before: 'A', after: 'B' }]);
  });

  it('lists the values an add gave, and those a delete removed', () => {
    expect(stateChanges({ before: null, after: { screenName: 'A', remark: '' } })).toEqual([
      { key: 'screenName', before: undefined, after: 'A' },
    ]);
    expect(stateChanges({ before: { screenName: 'A', remark: null }, after: null })).toEqual([
      { key: 'screenName', before: 'A', after: undefined },
    ]);
  });

  it('compares objects by their content', () => {
    expect(stateChanges({ before: { points: [1, 2] }, after: { points: [1, 2] } })).toEqual([]);
  });
});
