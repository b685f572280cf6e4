import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';

/** The periods the report pages start on and show: the browser's today, as the server's days are local. */

export const todayOf = (now: number): string => formatDateTime(now, DATE_FORMAT);

export const monthOf = (now: number): string => todayOf(now).slice(0, 7);

/** 'YYYY-Qn' of a time. */
export function quarterOf(now: number): string {
  const month = Number(todayOf(now).slice(5, 7));
  return `${todayOf(now).slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/** The day `days` after a day YYYY-MM-DD (before, when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDateTime(new Date(year, month - 1, date + days), DATE_FORMAT);
}

export function daysInMonth(month: string): number {
  const [year, number] = month.split('-').map(Number);
  return new Date(year, number, 0).getDate();
}

/** The days 1..n of a month with whether each is a Saturday or Sunday (shaded in the grid). */
export function monthCalendar(month: string): { day: number; weekend: boolean }[] {
  const [year, number] = month.split('-').map(Number);
  return Array.from({ length: daysInMonth(month) }, (_, index) => {
    const weekday = new Date(year, number - 1, index + 1).getDay();
    return { day: index + 1, weekend: weekday === 0 || weekday === 6 };
  });
}

/** The quarters a picker offers: the last `count` up to the one of `now`, newest first. */
export function recentQuarters(now: number, count = 8): string[] {
  const [year, quarter] = quarterOf(now).split('-Q').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const back = quarter - 1 - index;
    const y = year + Math.floor(back / 4);
    return `${y}-Q${(((back % 4) + 4) % 4) + 1}`;
  });
}
