import { CLOCK_FORMAT_PATTERNS } from '@site/shared-schema';
import { t } from '../i18n';

/**
 * Clock and timing texts of seed 001 §2.
 * - Clock `formats`: 1 date and time, 2 weekday, 3 date, 4 time (time part per `format`).
 * - Timing `type`: 0 count up from a set time, 1 countdown to a target, 2 plain count up (from the
 *   start of play), 3 plain countdown (from a set duration); `format`: 0 HH:mm:ss, 1 HH:mm, 2 mm:ss.
 * - A set time with year 0 means the real current time.
 */

const pad = (value: number, size = 2) => String(Math.trunc(value)).padStart(size, '0');

export function formatPattern(time: Date, pattern: string): string {
  return pattern
    .replace('YYYY', pad(time.getFullYear(), 4))
    .replace('MM', pad(time.getMonth() + 1))
    .replace('DD', pad(time.getDate()))
    .replace('HH', pad(time.getHours()))
    .replace('mm', pad(time.getMinutes()))
    .replace('ss', pad(time.getSeconds()));
}

function timePattern(format: unknown): string {
  const code = Number(format);
  return CLOCK_FORMAT_PATTERNS[(code === 1 || code === 2 ? code : 0) as 0 | 1 | 2];
}

/** A day of the week by its Date.getDay() number, in the wall's language. */
export const weekdayName = (day: number): string => t(`time.weekday.${day as 0 | 1 | 2 | 3 | 4 | 5 | 6}`);

export function weekday(time: Date): string {
  return weekdayName(time.getDay());
}

export function clockText(time: Date, formats: unknown, format?: unknown): string {
  const clock = formatPattern(time, timePattern(format));
  switch (Number(formats)) {
    case 2:
      return weekday(time);
    case 3:
      return formatPattern(time, 'YYYY-MM-DD');
    case 4:
      return clock;
    default:
      return `${formatPattern(time, 'YYYY-MM-DD')} ${clock}`;
  }
}

export interface SetTime {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
}

const int = (value: unknown) => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? n : 0;
};

/** The set time as a date; year 0 means "now" (null: use the real current time). */
export function setTimeOf(style: SetTime): Date | null {
  const year = int(style.year);
  if (year <= 0) return null;
  return new Date(
    year,
    Math.max(0, int(style.month) - 1),
    Math.max(1, int(style.day) || 1),
    int(style.hour),
    int(style.minute),
    int(style.second),
  );
}

/**
 * The time a clock shows: the real time with year 0, otherwise the set time running on from the
 * moment the clock started.
 */
export function clockTime(style: SetTime, now: number, startedAt: number): Date {
  const set = setTimeOf(style);
  return set ? new Date(set.getTime() + (now - startedAt)) : new Date(now);
}

/** A duration as the timing format; past a day, days lead (`3天 04:05:06` in Chinese). */
export function formatDuration(ms: number, format: unknown): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const code = Number(format);
  if (code === 2) return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock =
    code === 1 ? `${pad(hours)}:${pad(minutes)}` : `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? t('time.days', { days, clock }) : clock;
}

/** The duration a timing widget shows at `now`, having started to play at `startedAt`. */
export function timingMs(style: SetTime & { type?: unknown }, now: number, startedAt: number): number {
  const type = int(style.type);
  if (type === 0) {
    const from = setTimeOf(style)?.getTime() ?? startedAt;
    return Math.max(0, now - from);
  }
  if (type === 1) {
    let target = setTimeOf(style);
    if (!target) {
      // Year 0: the set hour of today (or tomorrow once passed).
      const today = new Date(now);
      target = new Date(
        today.getFullYear(),
        today.getMonth(),
        today.getDate(),
        int(style.hour),
        int(style.minute),
        int(style.second),
      );
      if (target.getTime() <= now) target = new Date(target.getTime() + 86_400_000);
    }
    return Math.max(0, target.getTime() - now);
  }
  if (type === 3) {
    const length =
      ((int(style.day) * 24 + int(style.hour)) * 60 + int(style.minute)) * 60_000 + int(style.second) * 1000;
    return Math.max(0, length - (now - startedAt));
  }
  return Math.max(0, now - startedAt);
}
