import { PLAYLIST_MAX_ITEMS, PLAYLIST_SECONDS, type PlaylistItem } from '@site/shared-schema';

/**
 * The rows of a playlist's `items` text as its editor shows them: none for an empty or unreadable text (a
 * new playlist), and a row whose screen is not chosen yet kept with screenId '' (the form's check names it).
 */
export function readItems(text: unknown): PlaylistItem[] {
  if (typeof text !== 'string') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const { screenId, seconds } = (entry ?? {}) as Partial<PlaylistItem>;
    return {
      screenId: typeof screenId === 'string' ? screenId : '',
      seconds: typeof seconds === 'number' ? seconds : PLAYLIST_SECONDS.default,
    };
  });
}

/** The list with a row added at its end, its screen to choose; a full list stays as it is. */
export const addItem = (items: readonly PlaylistItem[]): PlaylistItem[] =>
  items.length >= PLAYLIST_MAX_ITEMS
    ? [...items]
    : [...items, { screenId: '', seconds: PLAYLIST_SECONDS.default }];

/** The list with one row changed. */
export const changeItem = (
  items: readonly PlaylistItem[],
  index: number,
  change: Partial<PlaylistItem>,
): PlaylistItem[] => items.map((item, at) => (at === index ? { ...item, ...change } : item));

/** The list without one row. */
export const removeItem = (items: readonly PlaylistItem[], index: number): PlaylistItem[] =>
  items.filter((_item, at) => at !== index);

/** The list with a row swapped with the one before (-1) or after (1); the ends stay where they are. */
export function moveItem(items: readonly PlaylistItem[], index: number, by: -1 | 1): PlaylistItem[] {
  const next = [...items];
  const to = index + by;
  if (to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Some row has no screen chosen yet. */
export const lacksScreen = (items: readonly PlaylistItem[]) => items.some((item) => !item.screenId);
