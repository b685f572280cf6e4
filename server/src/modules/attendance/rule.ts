import {
  ATTENDANCE_RULE_PROBLEMS,
  type AttendanceRule,
  attendanceRuleProblem,
  DEFAULT_ATTENDANCE_RULE,
} from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceRules } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { operatorOf, recordOperations } from '../operate-log/write';

/** Refuses a rule that cannot be applied, naming the field (code 400 `field: problem`). */
export function checkRule(rule: AttendanceRule): void {
  const wrong = attendanceRuleProblem(rule);
  if (wrong) throw fieldError(wrong.field, ATTENDANCE_RULE_PROBLEMS[wrong.problem]);
}

export async function ruleOf(db: Database, projectId: string): Promise<AttendanceRule> {
  const [row] = await db
    .select({
      workStartTime: attendanceRules.workStartTime,
      workEndTime: attendanceRules.workEndTime,
      lateGraceMinutes: attendanceRules.lateGraceMinutes,
      earlyLeaveGraceMinutes: attendanceRules.earlyLeaveGraceMinutes,
      fullDayHours: attendanceRules.fullDayHours,
    })
    .from(attendanceRules)
    .where(eq(attendanceRules.projectId, projectId));
  return row ?? DEFAULT_ATTENDANCE_RULE;
}

/** Checks and stores the project's rule, with an operation-log entry (before and after). */
export async function saveRule(
  db: Database,
  user: SessionUser,
  projectId: string,
  rule: AttendanceRule,
): Promise<AttendanceRule> {
  checkRule(rule);
  const operator = await operatorOf(db, user, projectId);
  return db.transaction(async (tx) => {
    const before = await ruleOf(tx, projectId);
    const values = { ...rule, updatedAt: new Date() };
    await tx
      .insert(attendanceRules)
      .values({ projectId, ...values })
      .onConflictDoUpdate({ target: attendanceRules.projectId, set: values });
    await recordOperations(tx, operator, [
      {
        module: 'attendanceRule',
        operateType: 'UPDATE',
        targetId: projectId,
        targetName: '考勤规则',
        before: { ...before },
        after: { ...rule },
      },
    ]);
    return rule;
  });
}
