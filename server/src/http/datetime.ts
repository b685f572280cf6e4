import { DATE_TIME_FORMAT, dateTextProblem, formatDateTime } from '@site/shared-schema';
import { fieldError } from './envelope';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A 'YYYY-MM-DD HH:mm:ss' (or date-only) filter value, read in the server's local time. A day that is not
 * in the calendar (02-30) is refused, not rolled over into the next month.
 */
export function parseDateTime(field: string, value: string): Date {
  const match = DATE_TIME.exec(value.trim());
  if (!match) throw fieldError(field, `格式应为 ${DATE_TIME_FORMAT}`);
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  if (dateTextProblem(`${year}-${month}-${day} ${hour}:${minute}:${second}`, true)) {
    throw fieldError(field, '不是有效的日期');
  }
  return new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
}

/** A stored instant as the seeds show date-times, in the server's local time. */
export const showDateTime = (value: Date | null): string => (value ? formatDateTime(value) : '');
