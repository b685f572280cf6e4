import { monthDays } from '../attendance/person-days';

/**
 * The working days of a month, the divisor of a monthly wage: Monday to Friday (no public holidays, which
 * the platform does not know). A site works on weekends too, so a monthly wage is capped at its rate.
 */
export function workingDays(month: string): number {
  const { from, to } = monthDays(month);
  const last = Number(to.slice(8));
  const first = new Date(`${from}T00:00:00Z`).getUTCDay();
  let count = 0;
  for (let day = 0; day < last; day++) {
    const weekday = (first + day) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** Worked hours from minutes, to two decimals (1 minute is 0.02 h). */
export const hoursOf = (minutes: number): number => Math.round((minutes * 100) / 60) / 100;
