/**
 * The statistics group of /real-name (seed 000 §2): the attendance report (sitePersonAttendance) and the
 * enterprise and person statistics (cPersonStatistics). Seed 001 §7 names the calls ("attendance day,
 * month, quarter, no-attendance, rules, monthly report, exports; company attendance statistics day and
 * week", siteStatistics personDataRate); their paths, payloads and answers are not shown: ours, written
 * down in docs/api-decisions.md "Attendance reports".
 *
 * Every figure counts as the dashboard does: workers and managers, attended = seen that day (any record),
 * on the job = onJobStatus 1, rates in percent with two decimals, at most 100.
 */

import type { PersonType } from './personnel';

const ATTENDANCE = '/front/sitePersonAttendance';
const COMPANY = '/front/siteCompanyAttendance';
const PERSON_STATISTICS = '/front/sitePersonStatistics';

export const ATTENDANCE_REPORT_API = {
  /** AttendanceDayQuery → PageResult<AttendanceDayRow> */
  listByDay: `${ATTENDANCE}/listByDay`,
  /** AttendanceMonthQuery → PageResult<AttendanceMonthRow> */
  listByMonth: `${ATTENDANCE}/listByMonth`,
  /** AttendanceQuarterQuery → PageResult<AttendanceQuarterRow> */
  listByQuarter: `${ATTENDANCE}/listByQuarter`,
  /** NoAttendanceQuery → PageResult<NoAttendanceRow> */
  listNoAttendance: `${ATTENDANCE}/listNoAttendance`,
  /** { projectId } → AttendanceRule */
  ruleQuery: `${ATTENDANCE}/rule/query`,
  /** AttendanceRule & { projectId } → AttendanceRule */
  ruleSave: `${ATTENDANCE}/rule/save`,
  /** MonthReportQuery → MonthReportRow[] */
  monthReport: `${ATTENDANCE}/monthReport`,
  /** The same bodies as the lists, without paging: an .xlsx, recorded as a task of the task centre. */
  exportByDay: `${ATTENDANCE}/exportByDay`,
  exportByMonth: `${ATTENDANCE}/exportByMonth`,
  exportByQuarter: `${ATTENDANCE}/exportByQuarter`,
  exportNoAttendance: `${ATTENDANCE}/exportNoAttendance`,
  exportMonthReport: `${ATTENDANCE}/exportMonthReport`,
} as const;

export const STATISTICS_API = {
  /** CompanyAttendanceQuery → CompanyAttendanceAnswer, one period a day. */
  companyByDay: `${COMPANY}/statisticsByDay`,
  /** CompanyAttendanceQuery → CompanyAttendanceAnswer, one period a week (Monday to Sunday). */
  companyByWeek: `${COMPANY}/statisticsByWeek`,
  /**
   * { projectId } → PersonDataRate. The seed's siteStatistics/personDataRate already answers the walls'
   * attendance summary (WIDGET_CALLS.attendanceCount); the people's distribution lives beside the person
   * statistics under the same name.
   */
  personDataRate: `${PERSON_STATISTICS}/personDataRate`,
  /** PersonStatisticsQuery → PageResult<PersonStatisticsRow>, ranked. */
  listByPerson: `${PERSON_STATISTICS}/listByPerson`,
  exportByPerson: `${PERSON_STATISTICS}/exportByPerson`,
} as const;

export const ATTENDANCE_TASK_TYPES = {
  day: 'ATTENDANCE_DAY_EXPORT',
  month: 'ATTENDANCE_MONTH_EXPORT',
  quarter: 'ATTENDANCE_QUARTER_EXPORT',
  noAttendance: 'ATTENDANCE_NO_RECORD_EXPORT',
  monthReport: 'ATTENDANCE_MONTH_REPORT_EXPORT',
  person: 'PERSON_STATISTICS_EXPORT',
} as const;

/** The people a report lists: its search form. Only workers and managers unless personType says otherwise. */
export interface AttendancePeopleFilter {
  projectId: string;
  /** Part of the name. */
  personName?: string;
  companyId?: string;
  teamId?: string;
  personType?: PersonType;
  pageNumber?: number;
  pageSize?: number;
}

/** YYYY-MM-DD */
export interface AttendanceDayQuery extends AttendancePeopleFilter {
  day: string;
}
/** YYYY-MM */
export interface AttendanceMonthQuery extends AttendancePeopleFilter {
  month: string;
}
/** YYYY-Qn, e.g. 2026-Q4 */
export interface AttendanceQuarterQuery extends AttendancePeopleFilter {
  quarter: string;
}
/** Days YYYY-MM-DD, both included, at most MAX_REPORT_DAYS apart. */
export interface NoAttendanceQuery extends AttendancePeopleFilter {
  startDate: string;
  endDate: string;
}

/** The longest period of a no-attendance list, a person ranking or a company chart by day. */
export const MAX_REPORT_DAYS = 92;
/** The longest period of a company chart by week, in weeks. */
export const MAX_REPORT_WEEKS = 26;

/** Who a report row is about. */
export interface AttendancePerson {
  personId: string;
  personName: string;
  personType: PersonType;
  companyId: string;
  companyName: string;
  teamName: string;
  workerTypeName: string;
}

/** ABSENT: not seen that day; otherwise what the rule says of the first entry and the last exit. */
export const DAY_STATUSES = ['ABSENT', 'NORMAL', 'LATE', 'EARLY', 'LATE_EARLY'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface AttendanceDayRow extends AttendancePerson {
  /** YYYY-MM-DD HH:mm:ss, null when none. */
  firstIn: string | null;
  lastOut: string | null;
  passages: number;
  /** Hours worked, two decimals. */
  workHours: number;
  /** Minutes after the rule's start plus grace; 0 when on time or without an entry. */
  lateMinutes: number;
  /** Minutes before the rule's end minus grace; 0 when on time or without an exit. */
  earlyMinutes: number;
  /** At least the rule's hours of a full day. */
  fullDay: boolean;
  status: DayStatus;
}

export interface AttendanceMonthRow extends AttendancePerson {
  /** One entry per day of the month (index 0 is the 1st): the hours worked, or null when not seen. */
  dayHours: (number | null)[];
  attendedDays: number;
  workHours: number;
}

export interface AttendanceQuarterRow extends AttendancePerson {
  /** The three months of the quarter, in order. */
  months: { month: string; attendedDays: number; workHours: number }[];
  attendedDays: number;
  workHours: number;
}

export interface NoAttendanceRow extends AttendancePerson {
  /** YYYY-MM-DD, null when unknown. */
  entryDate: string | null;
  /** The person's latest record before the period ends (YYYY-MM-DD HH:mm:ss), null when never seen. */
  lastRecordTime: string | null;
}

export interface AttendanceRule {
  /** HH:mm */
  workStartTime: string;
  workEndTime: string;
  /** 0 to 120. */
  lateGraceMinutes: number;
  earlyLeaveGraceMinutes: number;
  /** The hours of a full day: more than 0, at most 24, one decimal. */
  fullDayHours: number;
}

/** The rule of a project that has saved none. */
export const DEFAULT_ATTENDANCE_RULE: AttendanceRule = {
  workStartTime: '08:00',
  workEndTime: '17:00',
  lateGraceMinutes: 0,
  earlyLeaveGraceMinutes: 0,
  fullDayHours: 8,
};

export const MAX_GRACE_MINUTES = 120;

export const MONTH_REPORT_GROUPS = ['COMPANY', 'TEAM'] as const;
export type MonthReportGroup = (typeof MONTH_REPORT_GROUPS)[number];

export interface MonthReportQuery {
  projectId: string;
  month: string;
  groupBy?: MonthReportGroup;
}

/** One company (or team) of the monthly report. */
export interface MonthReportRow {
  /** The company's or the team's id; '' for people without a team. */
  groupId: string;
  groupName: string;
  companyName: string;
  /** Workers and managers on the job. */
  headcount: number;
  /** Of them and of those who left since: seen at least once in the month. */
  attendedPeople: number;
  /** Days seen, summed over the people. */
  personDays: number;
  workHours: number;
  /** personDays ÷ (headcount × the month's days up to today), percent, at most 100. */
  attendanceRate: number;
}

export interface CompanyAttendanceQuery {
  projectId: string;
  /** YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
}

/** One company over the periods of the answer. */
export interface CompanyAttendanceSeries {
  companyId: string;
  companyName: string;
  /** Workers and managers on the job now. */
  onJobCount: number;
  /** People seen in each period (distinct), in the order of `periods`. */
  attended: number[];
  /** attended ÷ onJobCount per period, percent. */
  rates: number[];
}

export interface CompanyAttendanceAnswer {
  /** Days YYYY-MM-DD, or the Monday of each week. */
  periods: string[];
  companies: CompanyAttendanceSeries[];
}

/** A slice of the people: key is a code or an id, name what is shown. */
export interface PersonDataSlice {
  key: string;
  name: string;
  count: number;
}

/** The people on the job (every type) by what they are; counts of each list add up to total. */
export interface PersonDataRate {
  total: number;
  byType: PersonDataSlice[];
  byCompany: PersonDataSlice[];
  byWorkType: PersonDataSlice[];
  /** Keys AGE_BANDS; from the birth date. */
  byAge: PersonDataSlice[];
  /** Keys '1' male, '2' female, '' unknown. */
  byGender: PersonDataSlice[];
}

/** Age bands of personDataRate: [key, lowest age, highest age]. */
export const AGE_BANDS = [
  ['UNDER_30', 0, 29],
  ['30_39', 30, 39],
  ['40_49', 40, 49],
  ['50_59', 50, 59],
  ['60_PLUS', 60, 200],
] as const;
export const UNKNOWN_KEY = '';

export const PERSON_RANKINGS = ['DAYS', 'HOURS'] as const;
export type PersonRanking = (typeof PERSON_RANKINGS)[number];

export interface PersonStatisticsQuery extends AttendancePeopleFilter {
  startDate: string;
  endDate: string;
  /** DAYS (then hours) by default, or HOURS (then days). */
  rankBy?: PersonRanking;
}

export interface PersonStatisticsRow extends AttendancePerson {
  /** 1 for the first; ties keep their order by name. */
  rank: number;
  attendedDays: number;
  workHours: number;
  /** workHours ÷ attendedDays, two decimals. */
  averageHours: number;
}

/** The rule's messages (the server's and the form's). */
export const ATTENDANCE_RULE_PROBLEMS = {
  time: '时间格式应为 HH:mm',
  endAfterStart: '下班时间应晚于上班时间',
  grace: `宽限应为 0 到 ${MAX_GRACE_MINUTES} 分钟的整数`,
  hours: '满勤工时应大于 0 且不超过 24 小时',
  hoursDecimals: '满勤工时最多一位小数',
  hoursSpan: '满勤工时不能超过上下班之间的时长',
} as const;
export type AttendanceRuleProblem = keyof typeof ATTENDANCE_RULE_PROBLEMS;

const RULE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of HH:mm. */
export const minutesOfTime = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The first field of a rule that cannot be applied, in form order, and its problem; null when it can. */
export function attendanceRuleProblem(
  rule: AttendanceRule,
): { field: keyof AttendanceRule; problem: AttendanceRuleProblem } | null {
  for (const field of ['workStartTime', 'workEndTime'] as const) {
    if (!RULE_TIME.test(rule[field])) return { field, problem: 'time' };
  }
  const span = minutesOfTime(rule.workEndTime) - minutesOfTime(rule.workStartTime);
  if (span <= 0) return { field: 'workEndTime', problem: 'endAfterStart' };
  for (const field of ['lateGraceMinutes', 'earlyLeaveGraceMinutes'] as const) {
    const value = rule[field];
    if (!Number.isInteger(value) || value < 0 || value > MAX_GRACE_MINUTES)
      return { field, problem: 'grace' };
  }
  const hours = rule.fullDayHours;
  if (!(hours > 0 && hours <= 24)) return { field: 'fullDayHours', problem: 'hours' };
  if (Math.round(hours * 10) !== hours * 10) return { field: 'fullDayHours', problem: 'hoursDecimals' };
  if (hours * 60 > span) return { field: 'fullDayHours', problem: 'hoursSpan' };
  return null;
}
