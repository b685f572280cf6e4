import { DATE_FORMAT, DATE_TIME_FORMAT, formatDateTime } from '@site/shared-schema';
import { parseDateTime } from '../http/datetime';

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound of a date range filter ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss', else 400 naming the field). An end
 * given as a date reaches the last moment of its day (23:59:59, seed 000 §2).
 */
export function rangeBound(field: string, value: string, end: boolean): Date {
  const at = parseDateTime(field, value);
  if (end && DATE_ONLY.test(value.trim())) at.setHours(23, 59, 59, 999);
  return at;
}

/** A bound as a date column compares (its day) or a date-time column does (to the second). */
export const boundText = (at: Date, dateOnly: boolean): string =>
  formatDateTime(at, dateOnly ? DATE_FORMAT : DATE_TIME_FORMAT);
