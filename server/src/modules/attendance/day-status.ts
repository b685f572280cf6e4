import { type AttendanceRule, type DayStatus, minutesOfTime } from '@site/shared-schema';
import type { PersonDay } from './person-days';

/** Hours of minutes, two decimals: what every report shows. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** Minutes after midnight of 'YYYY-MM-DD HH:mm:ss' (seconds dropped: 08:00:59 is not late for 08:00). */
const minuteOfDay = (time: string): number => minutesOfTime(time.slice(11, 16));

export interface DayVerdict {
  lateMinutes: number;
  earlyMinutes: number;
  fullDay: boolean;
  status: DayStatus;
}

/**
 * What the project's rule says of a person's day: late when the first entry is after the start plus the
 * grace, early when the last exit is before the end minus the grace (a day without an entry, or without
 * an exit, is neither: the device did not see it), a full day from the rule's hours. No day: ABSENT.
 */
export function dayVerdict(day: PersonDay | undefined, rule: AttendanceRule): DayVerdict {
  if (!day) return { lateMinutes: 0, earlyMinutes: 0, fullDay: false, status: 'ABSENT' };
  const start = minutesOfTime(rule.workStartTime);
  const end = minutesOfTime(rule.workEndTime);
  const lateMinutes = day.firstIn ? Math.max(0, minuteOfDay(day.firstIn) - start - rule.lateGraceMinutes) : 0;
  const earlyMinutes = day.lastOut
    ? Math.max(0, end - rule.earlyLeaveGraceMinutes - minuteOfDay(day.lastOut))
    : 0;
  const status: DayStatus =
    lateMinutes > 0 && earlyMinutes > 0
      ? 'LATE_EARLY'
      : lateMinutes > 0
        ? 'LATE'
        : earlyMinutes > 0
          ? 'EARLY'
          : 'NORMAL';
  return { lateMinutes, earlyMinutes, fullDay: day.workMinutes >= rule.fullDayHours * 60, status };
}
