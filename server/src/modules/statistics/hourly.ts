import {
  type ChartRow,
  DATE_FORMAT,
  formatDateTime,
  MONTH_FORMAT,
  type PersonType,
} from '@site/shared-schema';
import { countByType, isEntry, lastRecords, type Movement } from './presence';

export const HOURS_OF_DAY = 24;

/** The hour (0–23) of a 'YYYY-MM-DD HH:mm:ss' time. */
export const hourOf = (time: string): number => Number(time.slice(11, 13));

/**
 * The day an hourly chart shows for the widgets' `month` (YYYY-MM): today when today is in that month
 * or no month is given, otherwise the last day of that month.
 */
export function chartDay(month: string | undefined, now: Date): string {
  if (!month || month === formatDateTime(now, MONTH_FORMAT)) return formatDateTime(now, DATE_FORMAT);
  const [year, monthNumber] = month.split('-').map(Number);
  return formatDateTime(new Date(year, monthNumber, 0), DATE_FORMAT);
}

/** The last hour of `day` that has begun at `now`: 23 for a past day, -1 for a future one. */
export function lastBegunHour(day: string, now: Date): number {
  const today = formatDateTime(now, DATE_FORMAT);
  if (day < today) return HOURS_OF_DAY - 1;
  return day === today ? now.getHours() : -1;
}

/**
 * One row per hour of a day: the entries and exits within it (verifyCount: all its records), and the
 * workers and managers inside at its end. Hours after `lastHour` have not happened and stay zero. The
 * definition of what hourlyChartOf counts in SQL (chartRows); the two are compared on the demo day.
 */
export function hourlyRows(records: readonly Movement[], lastHour: number): ChartRow[] {
  const rows: ChartRow[] = Array.from({ length: HOURS_OF_DAY }, (_, hour) => ({
    hour,
    workerCount: 0,
    managerCount: 0,
    inCount: 0,
    outCount: 0,
    verifyCount: 0,
  }));
  for (const record of records) {
    const row = rows[hourOf(record.recordTime)];
    if (isEntry(record)) row.inCount += 1;
    else row.outCount += 1;
    row.verifyCount += 1;
  }
  for (const row of rows.slice(0, lastHour + 1)) {
    const endOfHour = `${String(row.hour).padStart(2, '0')}:59:59`;
    const untilThen = records.filter((record) => record.recordTime.slice(11) <= endOfHour);
    Object.assign(row, countByType(lastRecords(untilThen).filter(isEntry)));
  }
  return rows;
}

/**
 * The 24 rows of hourlyRows from what SQL made of the day's records (hourlyMovements,
 * hourlyPresenceChanges): the people inside at the end of each hour up to `lastHour` are the changes so far.
 */
export function chartRows(
  movements: readonly { hour: number; inCount: number; outCount: number; verifyCount: number }[],
  changes: readonly { hour: number; personType: PersonType; change: number }[],
  lastHour: number,
): ChartRow[] {
  const inside = { WORKER: 0, MANAGER: 0 };
  return Array.from({ length: HOURS_OF_DAY }, (_, hour) => {
    const moved = movements.find((row) => row.hour === hour);
    for (const row of changes)
      if (row.hour === hour && (row.personType === 'WORKER' || row.personType === 'MANAGER'))
        inside[row.personType] += row.change;
    const begun = hour <= lastHour;
    return {
      hour,
      workerCount: begun ? inside.WORKER : 0,
      managerCount: begun ? inside.MANAGER : 0,
      inCount: moved?.inCount ?? 0,
      outCount: moved?.outCount ?? 0,
      verifyCount: moved?.verifyCount ?? 0,
    };
  });
}
