import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, monthCalendar, quarterOf, recentQuarters } from './periods';

const at = (text: string) => new Date(text).getTime();

describe('report periods', () => {
  it('names the quarter of a day', () => {
    expect(quarterOf(at('2026-01-01T10:00:00'))).toBe('2026-Q1');
    expect(quarterOf(at('2026-11-24T10:00:00'))).toBe('2026-Q4');
  });

  it('offers the last quarters, across years, newest first', () => {
    expect(recentQuarters(at('2026-05-02T10:00:00'), 4)).toEqual([
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
    ]);
  });

  it('lays out a month with its weekends, leap years included', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    const november = monthCalendar('2026-11');
    expect(november).toHaveLength(30);
    // 1 November 2026 is a Sunday, the 2nd a Monday.
    expect(november.slice(0, 2)).toEqual([
      { day: 1, weekend: true },
      { day: 2, weekend: false },
    ]);
  });

  it('moves days across months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
