import { formatDateTime } from '@site/shared-schema';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Devices report every 10 minutes. */
export const READING_INTERVAL = 10 * MINUTE;

/** The reading times of the last `days` days, oldest first; the last one at or before now. */
export function readingTimes(now: number, days: number): Date[] {
  const last = Math.floor(now / READING_INTERVAL) * READING_INTERVAL;
  const count = (days * DAY) / READING_INTERVAL;
  return Array.from({ length: count }, (_, index) => new Date(last - (count - 1 - index) * READING_INTERVAL));
}

/** The start of every hour from the first of now's month to now's hour, in local time. */
export function hoursOfMonthSoFar(now: number): Date[] {
  const today = new Date(now);
  const hours: Date[] = [];
  for (let hour = new Date(today.getFullYear(), today.getMonth(), 1); hour.getTime() <= now; ) {
    hours.push(hour);
    hour = new Date(hour.getFullYear(), hour.getMonth(), hour.getDate(), hour.getHours() + 1);
  }
  return hours;
}

/** Local midnight of the day `daysAgo` days before now's day. */
export const dayStart = (now: number, daysAgo: number): Date => {
  const today = new Date(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
};

export const hourOfDay = (time: Date): number => time.getHours() + time.getMinutes() / 60;

/** A daily cycle: 1 at the peak hour, -1 twelve hours away. */
export const dailyWave = (time: Date, peakHour: number): number =>
  Math.cos(((hourOfDay(time) - peakHour) / 24) * 2 * Math.PI);

/** Site working hours: 07:00–12:00 and 13:00–18:00. */
export function isWorkingTime(time: Date): boolean {
  const hour = hourOfDay(time);
  return (hour >= 7 && hour < 12) || (hour >= 13 && hour < 18);
}

/** A stored business date-time, 'YYYY-MM-DD HH:mm:ss' in local time. */
export const stamp = (time: Date | number): string => formatDateTime(time);
