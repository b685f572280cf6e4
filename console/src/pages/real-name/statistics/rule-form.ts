import { type AttendanceRule, attendanceRuleProblem } from '@site/shared-schema';
import type { TFunction } from 'i18next';

export type RuleValues = AttendanceRule;

/** The rule form's first wrong field and its message in the user's language, checked as the server checks it. */
export function ruleFormProblem(
  values: RuleValues,
  t: TFunction,
): { field: keyof RuleValues; message: string } | null {
  const wrong = attendanceRuleProblem({
    ...values,
    lateGraceMinutes: Number(values.lateGraceMinutes),
    earlyLeaveGraceMinutes: Number(values.earlyLeaveGraceMinutes),
    fullDayHours: Number(values.fullDayHours),
  });
  return wrong ? { field: wrong.field, message: t(`attendanceStats.ruleProblem.${wrong.problem}`) } : null;
}
