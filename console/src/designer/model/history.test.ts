import { describe, expect, it } from 'vitest';
import { commit, HISTORY_LIMIT, record, redo, startHistory, undo } from './history';
import { docOf, rect } from './testing';

const a = docOf(rect('a'));
const b = docOf(rect('b'));
const c = docOf(rect('c'));

describe('history', () => {
  it('appends a step for each change and walks back and forth', () => {
    let h = record(record(startHistory(a), b), c);
    expect(h.past).toEqual([a, b]);
    h = undo(h);
    expect(h.present).toBe(b);
    h = redo(h);
    expect(h.present).toBe(c);
  });

  it('discards the redo tail when a new step is recorded after an undo', () => {
    let h = undo(record(startHistory(a), b));
    h = record(h, c);
    expect(h.future).toEqual([]);
    expect(h.past).toEqual([a]);
    expect(redo(h)).toBe(h);
  });

  it('folds changes with the same merge key into one step until committed', () => {
    let h = record(startHistory(a), b, 'drag');
    h = record(h, c, 'drag');
    expect(h.past).toEqual([a]);
    h = record(commit(h), b, 'drag');
    expect(h.past).toEqual([a, c]);
  });

  it('starts a new step when the merge key changes', () => {
    const h = record(record(startHistory(a), b, 'width'), c, 'height');
    expect(h.past).toEqual([a, b]);
  });

  it('records nothing when the document did not change', () => {
    const h = startHistory(a);
    expect(record(h, a)).toBe(h);
  });

  it('does nothing on undo or redo at the ends', () => {
    const h = startHistory(a);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let h = startHistory(a);
    for (let i = 0; i <= HISTORY_LIMIT + 5; i++) h = record(h, docOf(rect(`x${i}`)));
    expect(h.past.length).toBe(HISTORY_LIMIT);
  });
});
