import { DATE_TIME_FORMAT, formatDateTime } from '@site/shared-schema';
import { fieldError } from './envelope';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A 'YYYY-MM-DD HH:mm:ss' (or date-only) filter value, read in the server's local time. */
export function parseDateTime(field: string, value: string): Date {
  const match = DATE_TIME.exec(value.trim());
  if (!match) throw fieldError(field, `格式应为 ${DATE_TIME_FORMAT}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return new Date(year, month - 1, day, hour, minute, second);
}

/** A stored instant as the seeds show date-times, in the server's local time. */
export const showDateTime = (value: Date | null): string => (value ? formatDateTime(value) : '');
