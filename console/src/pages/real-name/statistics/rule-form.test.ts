import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ruleFormProblem } from './rule-form';

const t = ((key: string) => key) as unknown as TFunction;
const rule = {
  workStartTime: '08:00',
  workEndTime: '17:00',
  lateGraceMinutes: 5,
  earlyLeaveGraceMinutes: 0,
  fullDayHours: 8,
};

describe('attendance rule form', () => {
  it('accepts a rule the server accepts', () => {
    expect(ruleFormProblem(rule, t)).toBeNull();
  });

  it('names the first wrong field with the message of its problem, as the server checks it', () => {
    expect(ruleFormProblem({ ...rule, workEndTime: '08:00' }, t)).toEqual({
      field: 'workEndTime',
      message: 'attendanceStats.ruleProblem.endAfterStart',
    });
    expect(ruleFormProblem({ ...rule, lateGraceMinutes: 200 }, t)?.field).toBe('lateGraceMinutes');
    expect(ruleFormProblem({ ...rule, fullDayHours: 8.25 }, t)?.message).toBe(
      'attendanceStats.ruleProblem.hoursDecimals',
    );
    expect(ruleFormProblem({ ...rule, fullDayHours: 9.5 }, t)?.message).toBe(
      'attendanceStats.ruleProblem.hoursSpan',
    );
  });
});
