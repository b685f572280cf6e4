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
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const inCalendar = !dateTextProblem(`${match[1]}-${match[2]}-${match[3]}`);
  if (!inCalendar || hour > 23 || minute > 59 || second > 59) throw fieldError(field, '不是有效的日期');
  return new Date(year, month - 1, day, hour, minute, second);
}

/** A stored instant as the seeds show date-times, in the server's local time. */
export const showDateTime = (value: Date | null): string => (value ? formatDateTime(value) : '');
