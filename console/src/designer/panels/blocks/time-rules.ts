import type { ComponentStyle } from '@site/shared-schema';
import { TIME_TYPES } from '@site/shared-schema';

type SetTime = Pick<ComponentStyle, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>;

/** Which set value a timing type takes: a moment (0, 1), a duration (3) or nothing (2). */
export function setValueOf(type: unknown): 'moment' | 'duration' | 'none' {
  const code = Number(type);
  if (code === TIME_TYPES.countUpFrom || code === TIME_TYPES.countDownTo) return 'moment';
  if (code === TIME_TYPES.countDown) return 'duration';
  return 'none';
}

/** The set moment as a Date; null when year is 0 (the real current time). Month is 1-based. */
export function momentOf(style: SetTime): Date | null {
  const year = Number(style.year) || 0;
  if (year <= 0) return null;
  return new Date(
    year,
    (Number(style.month) || 1) - 1,
    Number(style.day) || 1,
    Number(style.hour) || 0,
    Number(style.minute) || 0,
    Number(style.second) || 0,
  );
}

/** The style fields of a set moment; null clears it to year 0 (now). */
export function momentFields(date: Date | null): SetTime {
  if (!date) return { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}
