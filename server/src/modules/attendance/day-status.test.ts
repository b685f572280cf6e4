import { DEFAULT_ATTENDANCE_RULE } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { dayVerdict } from './day-status';
import type { PersonDay } from './person-days';

const rule = { ...DEFAULT_ATTENDANCE_RULE, lateGraceMinutes: 10, earlyLeaveGraceMinutes: 5 };
const day = (firstIn: string | null, lastOut: string | null, workMinutes: number): PersonDay => ({
  personId: 'p',
  day: '2026-11-24',
  firstIn: firstIn && `2026-11-24 ${firstIn}`,
  lastOut: lastOut && `2026-11-24 ${lastOut}`,
  passages: 2,
  workMinutes,
});

describe('what the rule says of a day', () => {
  it('is absent without a day', () => {
    expect(dayVerdict(undefined, rule)).toEqual({
      lateMinutes: 0,
      earlyMinutes: 0,
      fullDay: false,
      status: 'ABSENT',
    });
  });

  it('forgives the grace and the seconds: 08:10:59 is on time with 10 minutes of grace', () => {
    expect(dayVerdict(day('08:10:59', '16:55:00', 480), rule)).toMatchObject({
      status: 'NORMAL',
      fullDay: true,
    });
  });

  it('counts the minutes past the grace', () => {
    expect(dayVerdict(day('08:25:00', '16:40:00', 400), rule)).toEqual({
      lateMinutes: 15,
      earlyMinutes: 15,
      fullDay: false,
      status: 'LATE_EARLY',
    });
    expect(dayVerdict(day('08:11:00', '17:00:00', 480), rule).status).toBe('LATE');
    expect(dayVerdict(day('07:50:00', '16:54:00', 480), rule).status).toBe('EARLY');
  });

  it('says nothing of what the devices did not see: no entry is not late, no exit is not early', () => {
    expect(dayVerdict(day(null, '12:00:00', 0), rule)).toMatchObject({ status: 'EARLY', lateMinutes: 0 });
    expect(dayVerdict(day('09:00:00', null, 0), rule)).toMatchObject({ status: 'LATE', earlyMinutes: 0 });
  });
});
