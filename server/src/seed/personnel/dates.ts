import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';

const DAY = 86_400_000;

/** YYYY-MM-DD of a local date. */
export const isoDate = (date: Date): string => formatDateTime(date, DATE_FORMAT);

/** Local midnight of the day `days` after `date` (before it when negative). */
export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The same day `years` later; 29 February becomes 1 March. */
export const addYears = (date: Date, years: number): Date =>
  new Date(date.getFullYear() + years, date.getMonth(), date.getDate());

/** Whole days from `from` to `to` (local dates). */
export const daysBetween = (from: Date, to: Date): number =>
  Math.round((addDays(to, 0).getTime() - addDays(from, 0).getTime()) / DAY);

/** Completed years of age on `day`. */
export function ageOn(birth: Date, day: Date): number {
  const age = day.getFullYear() - birth.getFullYear();
  const hadBirthday =
    day.getMonth() > birth.getMonth() ||
    (day.getMonth() === birth.getMonth() && day.getDate() >= birth.getDate());
  return hadBirthday ? age : age - 1;
}

/** A local date from its YYYY-MM-DD text. */
export function parseIsoDate(text: string): Date {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
}
