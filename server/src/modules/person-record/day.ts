import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { parseDateTime } from '../../http/datetime';

/**
 * The day the data calls read when the payload names none: the server's today at the time of the call,
 * never the day of the seed or of the start (a demo runs for days; the simulator writes new records live).
 */
export const today = (now: number = Date.now()): string => formatDateTime(now, DATE_FORMAT);

/** The day of a 'YYYY-MM-DD[ HH:mm:ss]' payload field. */
export const dayOfField = (field: string, value: string): string =>
  formatDateTime(parseDateTime(field, value), DATE_FORMAT);

/** Record times of a day: from its 00:00:00 up to, not including, the next day's. */
export function dayBounds(day: string): { from: string; to: string } {
  const [year, month, date] = day.split('-').map(Number);
  return { from: `${day} 00:00:00`, to: formatDateTime(new Date(year, month - 1, date + 1)) };
}
