import { Type } from '@sinclair/typebox';
import { MAX_REPORT_DAYS, MAX_REPORT_WEEKS } from '@site/shared-schema';
import { fieldError } from '../../http/envelope';
import { pageFields } from '../../http/paging';
import { projectIdField } from '../statistics/fields';

/** Body fields of the attendance reports; dates are checked by the helpers below, with clear messages. */

const id = Type.Optional(Type.String({ maxLength: 64 }));
const text = Type.String({ maxLength: 20 });

export const peopleFields = {
  projectId: projectIdField,
  personName: Type.Optional(Type.String({ maxLength: 50 })),
  companyId: id,
  teamId: id,
  personType: Type.Optional(
    Type.Union([Type.Literal('WORKER'), Type.Literal('MANAGER'), Type.Literal('OTHER')]),
  ),
  ...pageFields,
};

export const dayBody = Type.Object({ ...peopleFields, day: text });
export const monthBody = Type.Object({ ...peopleFields, month: text });
export const quarterBody = Type.Object({ ...peopleFields, quarter: text });
export const periodBody = Type.Object({ ...peopleFields, startDate: text, endDate: text });
export const rankingBody = Type.Object({
  ...peopleFields,
  startDate: text,
  endDate: text,
  rankBy: Type.Optional(Type.Union([Type.Literal('DAYS'), Type.Literal('HOURS')])),
});
export const monthReportBody = Type.Object({
  projectId: projectIdField,
  month: text,
  groupBy: Type.Optional(Type.Union([Type.Literal('COMPANY'), Type.Literal('TEAM')])),
});
export const projectBody = Type.Object({ projectId: projectIdField });
export const companyBody = Type.Object({ projectId: projectIdField, startDate: text, endDate: text });
export const ruleBody = Type.Object({
  projectId: projectIdField,
  workStartTime: Type.String({ maxLength: 5 }),
  workEndTime: Type.String({ maxLength: 5 }),
  lateGraceMinutes: Type.Number(),
  earlyLeaveGraceMinutes: Type.Number(),
  fullDayHours: Type.Number(),
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const QUARTER = /^\d{4}-Q[1-4]$/;

export const PERIOD_PROBLEMS = {
  day: '日期格式应为 YYYY-MM-DD',
  month: '月份格式应为 YYYY-MM',
  quarter: '季度格式应为 YYYY-Qn（n 为 1 到 4）',
  order: '结束日期不能早于开始日期',
  days: `时间范围不能超过${MAX_REPORT_DAYS}天`,
  weeks: `时间范围不能超过${MAX_REPORT_WEEKS}周`,
} as const;

/** A real day YYYY-MM-DD (not 2026-02-30), else 400 naming the field. */
export function checkedDay(field: string, value: string): string {
  const match = DAY.exec(value);
  const [year, month, date] = match ? match.slice(1).map(Number) : [0, 0, 0];
  const real = new Date(Date.UTC(year, month - 1, date));
  if (!match || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) {
    throw fieldError(field, PERIOD_PROBLEMS.day);
  }
  return value;
}

export function checkedMonth(value: string): string {
  if (!MONTH.test(value)) throw fieldError('month', PERIOD_PROBLEMS.month);
  return value;
}

export function checkedQuarter(value: string): string {
  if (!QUARTER.test(value)) throw fieldError('quarter', PERIOD_PROBLEMS.quarter);
  return value;
}

const DAY_MS = 86_400_000;

/** startDate..endDate, both real days, in order, at most `maxDays` days. */
export function checkedPeriod(
  body: { startDate: string; endDate: string },
  maxDays = MAX_REPORT_DAYS,
  problem: string = PERIOD_PROBLEMS.days,
): { from: string; to: string } {
  const from = checkedDay('startDate', body.startDate);
  const to = checkedDay('endDate', body.endDate);
  if (to < from) throw fieldError('endDate', PERIOD_PROBLEMS.order);
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1 > maxDays) {
    throw fieldError('endDate', problem);
  }
  return { from, to };
}
