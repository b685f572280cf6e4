import { PLAYLIST_MAX_ITEMS } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { addItem, changeItem, lacksScreen, moveItem, readItems, removeItem } from './playlist-items';

const A = { screenId: 'a', seconds: 10 };
const B = { screenId: 'b', seconds: 20 };
const C = { screenId: 'c', seconds: 30 };

describe('the rows of a playlist', () => {
  it('reads the items text, and nothing from an empty or unreadable one', () => {
    expect(readItems(JSON.stringify([A, B]))).toEqual([A, B]);
    for (const text of [undefined, '', 'not json', '{"screenId":"a"}', 42])
      expect(readItems(text)).toEqual([]);
  });

  it('keeps a row whose screen is not chosen yet', () => {
    const rows = readItems('[{"screenId":"","seconds":15},{}]');
    expect(rows).toEqual([
      { screenId: '', seconds: 15 },
      { screenId: '', seconds: 30 },
    ]);
    expect(lacksScreen(rows)).toBe(true);
    expect(lacksScreen([A])).toBe(false);
  });

  it('adds a row to choose, up to the most a playlist holds', () => {
    expect(addItem([A])).toEqual([A, { screenId: '', seconds: 30 }]);
    const full = Array.from({ length: PLAYLIST_MAX_ITEMS }, () => A);
    expect(addItem(full)).toHaveLength(PLAYLIST_MAX_ITEMS);
  });

  it('changes and removes one row', () => {
    expect(changeItem([A, B], 1, { seconds: 60 })).toEqual([A, { ...B, seconds: 60 }]);
    expect(removeItem([A, B, C], 1)).toEqual([A, C]);
  });

  it('moves a row up or down, and not past either end', () => {
    expect(moveItem([A, B, C], 1, -1)).toEqual([B, A, C]);
    expect(moveItem([A, B, C], 1, 1)).toEqual([A, C, B]);
    expect(moveItem([A, B, C], 0, -1)).toEqual([A, B, C]);
    expect(moveItem([A, B, C], 2, 1)).toEqual([A, B, C]);
  });
});
