import dayjs from 'dayjs';

/** Submitted date-times use this format (seed 000 §5). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';

/** A 10-digit timestamp is seconds; anything else is taken as milliseconds or a date string. */
export function toMillis(value: number | string | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const text = String(value);
    return text.length === 10 ? Number(text) * 1000 : Number(text);
  }
  return dayjs(value).valueOf();
}

export function formatDateTime(value: number | string | Date, format = DATE_TIME_FORMAT): string {
  return dayjs(toMillis(value)).format(format);
}

/** The date part of a date-time string or value. */
export function datePart(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDateTime(value, DATE_FORMAT);
}

/** The end of a date range reaches 23:59:59 of its day. */
export function endOfDay(value: number | string | Date): string {
  return dayjs(toMillis(value)).endOf('day').format(DATE_TIME_FORMAT);
}

export function startOfDay(value: number | string | Date): string {
  return dayjs(toMillis(value)).startOf('day').format(DATE_TIME_FORMAT);
}

/**
 * 刚刚 under 30 s, then minutes under an hour, hours under a day, then 1天前 (seed 000 §9).
 * Past two days the seed is silent: we show the month, day, hour and minute.
 */
export function relativeTime(value: number | string | Date, now: number = Date.now()): string {
  const time = toMillis(value);
  const seconds = (now - time) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟前`;
  if (seconds < 86400) return `${Math.ceil(seconds / 3600)}小时前`;
  if (seconds < 2 * 86400) return '1天前';
  return dayjs(time).format('M月D日H时m分');
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * Why a text is not a submitted date ('YYYY-MM-DD') or date-time ('YYYY-MM-DD HH:mm:ss'): 'format' when
 * its shape is wrong, 'calendar' when it names no moment (2026-02-30, 25:00:00, the year 0000); null when
 * it is one. PostgreSQL refuses such a day in a date column, so it must be refused before the write.
 */
export function dateTextProblem(text: string, withTime = false): 'format' | 'calendar' | null {
  const match = (withTime ? DATE_TIME_TEXT : DATE_TEXT).exec(text);
  if (!match) return 'format';
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const inCalendar = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
  return inCalendar && hour < 24 && minute < 60 && second < 60 ? null : 'calendar';
}

/** Whether a text is a real day written 'YYYY-MM-DD'. */
export const isDateText = (text: string): boolean => dateTextProblem(text) === null;
