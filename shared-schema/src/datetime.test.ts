import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  datePart,
  dateTextProblem,
  endOfDay,
  formatDateTime,
  isDateText,
  relativeTime,
  toMillis,
} from './datetime';

describe('date-times of seed 000 §5 and §9', () => {
  const now = dayjs('2026-03-10 12:00:00').valueOf();

  it('reads a 10-digit timestamp as seconds and longer ones as milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('formats submitted date-times as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(dayjs('2026-01-02 03:04:05').valueOf())).toBe('2026-01-02 03:04:05');
    expect(datePart('2026-01-02 03:04:05')).toBe('2026-01-02');
    expect(datePart(null)).toBe('');
  });

  it('tells a submitted date of the wrong shape from one the calendar does not have', () => {
    expect(isDateText('2024-02-29')).toBe(true);
    expect(dateTextProblem('2023-02-29')).toBe('calendar');
    expect(dateTextProblem('2026-04-31')).toBe('calendar');
    expect(dateTextProblem('2026-13-01')).toBe('calendar');
    expect(dateTextProblem('2026-00-10')).toBe('calendar');
    expect(dateTextProblem('0000-01-01')).toBe('calendar');
    expect(isDateText('0001-01-01')).toBe(true);
    expect(dateTextProblem('2026-2-3')).toBe('format');
    expect(dateTextProblem('2026-02-03 08:00:00')).toBe('format');
    expect(dateTextProblem('2026-02-03 23:59:59', true)).toBeNull();
    expect(dateTextProblem('2026-02-03 24:00:00', true)).toBe('calendar');
    expect(dateTextProblem('2026-02-03 08:60:00', true)).toBe('calendar');
    expect(dateTextProblem('2026-02-03', true)).toBe('format');
  });

  it('extends the end of a range to 23:59:59 of its day', () => {
    expect(endOfDay('2026-01-02')).toBe('2026-01-02 23:59:59');
  });

  it('says 刚刚 under 30 s, then minutes, hours, then 1天前', () => {
    expect(relativeTime(now - 10_000, now)).toBe('刚刚');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5分钟前');
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe('3小时前');
    expect(relativeTime(now - 30 * 3_600_000, now)).toBe('1天前');
    expect(relativeTime(Math.floor((now - 20_000) / 1000), now)).toBe('刚刚');
  });
});
