import { dayStart, HOUR } from './clock';

/** Extra wind (m/s) of the gust front that crossed the site yesterday from 14:00 to 15:00. */
const GUST = 9.5;

/**
 * The site-wide gust, so monitors, cranes and lifts agree: each shows Beaufort 6 or more in that hour,
 * and the demo always has wind warnings and alarms in its two days of readings.
 */
export function gustFront(now: number): (time: Date) => number {
  const from = dayStart(now, 1).getTime() + 14 * HOUR;
  return (time) => (time.getTime() >= from && time.getTime() < from + HOUR ? GUST : 0);
}
