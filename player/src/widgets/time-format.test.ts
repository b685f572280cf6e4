import { describe, expect, it } from 'vitest';
import { clockText, clockTime, formatDuration, timingMs } from './time-format';

const at = new Date(2024, 4, 1, 8, 5, 9); // Wednesday

describe('clock and timing formats (seed 001 §2)', () => {
  it('clock formats 1 to 4', () => {
    expect(clockText(at, 1)).toBe('2024-05-01 08:05:09');
    expect(clockText(at, 2)).toBe('星期三');
    expect(clockText(at, 3)).toBe('2024-05-01');
    expect(clockText(at, 4)).toBe('08:05:09');
    expect(clockText(at, 4, 1)).toBe('08:05');
    expect(clockText(at, 4, 2)).toBe('05:09');
    expect(clockText(at, 1, 1)).toBe('2024-05-01 08:05');
  });

  it('clock with year 0 shows the real time; with a set year the set time runs on', () => {
    const now = at.getTime();
    expect(clockTime({ year: 0 }, now, now - 5000).getTime()).toBe(now);
    const set = clockTime({ year: 2020, month: 1, day: 2, hour: 3, minute: 4, second: 5 }, now, now - 5000);
    expect(set).toEqual(new Date(2020, 0, 2, 3, 4, 10));
  });

  it('timing formats', () => {
    expect(formatDuration(3_723_000, 0)).toBe('01:02:03');
    expect(formatDuration(3_723_000, 1)).toBe('01:02');
    expect(formatDuration(3_723_000, 2)).toBe('62:03');
    expect(formatDuration(90_061_000, 0)).toBe('1天 01:01:01');
    expect(formatDuration(-5, 0)).toBe('00:00:00');
  });

  it('type 0 counts up from the set time (year 0: from the start)', () => {
    const now = at.getTime();
    expect(timingMs({ type: 0, year: 2024, month: 5, day: 1, hour: 8, minute: 0, second: 0 }, now, now)).toBe(
      309_000,
    );
    expect(timingMs({ type: 0, year: 0 }, now, now - 7000)).toBe(7000);
  });

  it('type 1 counts down to the target, never below zero', () => {
    const now = at.getTime();
    expect(timingMs({ type: 1, year: 2024, month: 5, day: 1, hour: 9, minute: 0, second: 0 }, now, now)).toBe(
      3_291_000,
    );
    expect(timingMs({ type: 1, year: 2024, month: 1, day: 1 }, now, now)).toBe(0);
    // Year 0: the set hour today, or tomorrow once passed.
    expect(timingMs({ type: 1, year: 0, hour: 9 }, now, now)).toBe(3_291_000);
    expect(timingMs({ type: 1, year: 0, hour: 8 }, now, now)).toBe(86_400_000 - 309_000);
  });

  it('type 2 counts up from the start; type 3 counts the set duration down', () => {
    const now = at.getTime();
    expect(timingMs({ type: 2 }, now, now - 61_000)).toBe(61_000);
    expect(timingMs({ type: 3, hour: 1 }, now, now - 60_000)).toBe(3_540_000);
    expect(timingMs({ type: 3, minute: 1 }, now, now - 120_000)).toBe(0);
  });
});
