/**
 * Reading site-data answers defensively: a wall must not break on a field the server left out, so
 * every list and text goes through these before it is shown.
 */

/** The rows of a list answer: the array itself, or a page's `records`; anything else has none. */
export function rowsOf<T extends object>(data: unknown): Partial<T>[] {
  const list =
    data && typeof data === 'object' && !Array.isArray(data) ? (data as { records?: unknown }).records : data;
  return Array.isArray(list)
    ? list.filter((row): row is Partial<T> => Boolean(row) && typeof row === 'object')
    : [];
}

/** A field as display text ('' when missing). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
