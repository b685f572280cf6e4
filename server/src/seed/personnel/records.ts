import {
  DATE_FORMAT,
  ENTRY_EXIT_TYPE,
  type EntryExitType,
  formatDateTime,
  type PersonType,
} from '@site/shared-schema';
import type { Random } from './random';

/** Today and the six days before it. */
export const RECORD_DAYS = 7;

/** A person as the record generator needs him: the devices of his team's area are the gates he passes. */
export interface Attendee {
  personId: string;
  personType: PersonType;
  deviceIds: string[];
  /** The first day on site (YYYY-MM-DD): no records before it. */
  since?: string;
}

export interface GeneratedRecord {
  personId: string;
  deviceId: string;
  entryExitType: EntryExitType;
  /** YYYY-MM-DD HH:mm:ss, local time. */
  recordTime: string;
  personTemperature: number;
}

/** A working day in minutes after midnight: [earliest, latest] of each movement. */
interface Schedule {
  attendance: number;
  entry: [number, number];
  lunchBreak: number;
  exit: [number, number];
  overtime: number;
}

const LUNCH_OUT: [number, number] = [11 * 60 + 30, 12 * 60 + 10];
const LUNCH_BACK: [number, number] = [12 * 60 + 40, 13 * 60 + 30];
const OVERTIME_EXIT: [number, number] = [19 * 60, 21 * 60];

const WORKER_DAY: Schedule = {
  attendance: 0.9,
  entry: [6 * 60 + 30, 8 * 60 + 30],
  lunchBreak: 0.5,
  exit: [17 * 60, 18 * 60 + 30],
  overtime: 0.1,
};
const MANAGER_DAY: Schedule = {
  attendance: 0.95,
  entry: [7 * 60 + 30, 8 * 60 + 45],
  lunchBreak: 0.3,
  exit: [17 * 60 + 30, 19 * 60 + 30],
  overtime: 0,
};

/** One person's movements of one day (none when absent), as [type, minute after midnight]. */
function movementsOfDay(random: Random, schedule: Schedule): [EntryExitType, number][] {
  if (!random.chance(schedule.attendance)) return [];
  const within = ([from, to]: [number, number]) => random.int(from, to);
  const movements: [EntryExitType, number][] = [[ENTRY_EXIT_TYPE.in, within(schedule.entry)]];
  if (random.chance(schedule.lunchBreak)) {
    movements.push([ENTRY_EXIT_TYPE.out, within(LUNCH_OUT)], [ENTRY_EXIT_TYPE.in, within(LUNCH_BACK)]);
  }
  const exit = random.chance(schedule.overtime) ? OVERTIME_EXIT : schedule.exit;
  movements.push([ENTRY_EXIT_TYPE.out, within(exit)]);
  return movements;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Entries and exits of the last RECORD_DAYS days up to `now`, oldest first. Whole days are drawn before
 * the cut at `now`, so the draws (and the past days) do not depend on the time of day of the seed.
 */
export function generateRecords(random: Random, attendees: Attendee[], now: Date): GeneratedRecord[] {
  const records: GeneratedRecord[] = [];
  for (let daysAgo = RECORD_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = [now.getFullYear(), now.getMonth(), now.getDate() - daysAgo] as const;
    const date = formatDateTime(new Date(...day), DATE_FORMAT);
    for (const attendee of attendees) {
      if (attendee.since && attendee.since > date) continue;
      const schedule = attendee.personType === 'MANAGER' ? MANAGER_DAY : WORKER_DAY;
      for (const [entryExitType, minute] of movementsOfDay(random, schedule)) {
        // Composed, not formatted: tens of thousands of records, and a day's minutes never leave the day.
        const time = [Math.floor(minute / 60), minute % 60, random.int(0, 59)].map(twoDigits).join(':');
        records.push({
          personId: attendee.personId,
          deviceId: random.pick(attendee.deviceIds),
          entryExitType,
          recordTime: `${date} ${time}`,
          personTemperature: 36 + random.int(0, 9) / 10,
        });
      }
    }
  }
  const past = formatDateTime(now);
  return records
    .filter((record) => record.recordTime <= past)
    .sort((a, b) => (a.recordTime < b.recordTime ? -1 : a.recordTime > b.recordTime ? 1 : 0));
}
