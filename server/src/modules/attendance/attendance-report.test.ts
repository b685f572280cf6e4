import {
  ATTENDANCE_REPORT_API,
  type AttendanceDayRow,
  type AttendanceMonthRow,
  type AttendanceQuarterRow,
  type AttendanceRule,
  DEFAULT_ATTENDANCE_RULE,
  ENTRY_EXIT_TYPE,
  type EntryExitType,
  type MonthReportRow,
  type NoAttendanceRow,
  type PageResult,
} from '@site/shared-schema';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { personRecords, persons } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';
import { expectedDays } from './test-support';

const { main: MAIN } = DEMO_PROJECTS;
const { in: IN, out: OUT } = ENTRY_EXIT_TYPE;
/** A month far from the seeded records (the last 7 days), so the test owns every record of it. */
const MONTH = '2020-03';

describe('attendance report (sitePersonAttendance)', () => {
  let server: TestServer;
  let db: Database;
  let admin: string;
  /** Three workers on the job of one company: A late and early, B on time all day, C never seen. */
  let people: { id: string; companyId: string; personName: string }[];
  const records: [number, EntryExitType, string][] = [
    [0, IN, '2020-03-02 08:10:00'],
    [0, OUT, '2020-03-02 12:00:00'],
    [0, IN, '2020-03-02 13:00:00'],
    [0, OUT, '2020-03-02 16:50:00'],
    [1, IN, '2020-03-02 07:55:00'],
    [1, OUT, '2020-03-02 17:30:30'],
    [1, IN, '2020-03-31 08:00:00'],
    [1, OUT, '2020-03-31 12:00:00'],
    [0, IN, '2020-02-28 09:00:00'],
  ];

  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);
  const download = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    return xlsxRows(Buffer.from(await response.arrayBuffer()));
  };
  /** Workers and managers on the job, of a company or of the project. */
  const onJobOf = (companyId?: string) =>
    db.$count(
      persons,
      and(
        eq(persons.projectId, MAIN),
        companyId ? eq(persons.companyId, companyId) : undefined,
        eq(persons.onJobStatus, 1),
        ne(persons.personType, 'OTHER'),
      ),
    );
  const rowOf = <T extends { personId: string }>(rows: T[], index: number) =>
    rows.find((row) => row.personId === people[index].id);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    db = server.app.taskRunner.deps.db;
    const [first] = await db
      .select({ companyId: persons.companyId })
      .from(persons)
      .where(and(eq(persons.projectId, MAIN), eq(persons.personType, 'WORKER'), eq(persons.onJobStatus, 1)))
      .limit(1);
    people = await db
      .select({ id: persons.id, companyId: persons.companyId, personName: persons.personName })
      .from(persons)
      .where(
        and(
          eq(persons.projectId, MAIN),
          eq(persons.companyId, first.companyId),
          eq(persons.personType, 'WORKER'),
          eq(persons.onJobStatus, 1),
        ),
      )
      .orderBy(persons.id)
      .limit(3);
    await db.insert(personRecords).values(
      records.map(([index, entryExitType, recordTime]) => ({
        projectId: MAIN,
        personId: people[index].id,
        entryExitType,
        recordTime,
      })),
    );
  });
  afterAll(() => server.close());

  const rule: AttendanceRule = {
    workStartTime: '08:00',
    workEndTime: '17:00',
    lateGraceMinutes: 5,
    earlyLeaveGraceMinutes: 5,
    fullDayHours: 7.5,
  };

  it('answers the default rule until one is saved, then the saved one', async () => {
    const fresh = await ok<AttendanceRule>(ATTENDANCE_REPORT_API.ruleQuery, {
      projectId: DEMO_PROJECTS.longName,
    });
    expect(fresh).toEqual(DEFAULT_ATTENDANCE_RULE);
    await ok(ATTENDANCE_REPORT_API.ruleSave, { projectId: MAIN, ...rule });
    expect(await ok<AttendanceRule>(ATTENDANCE_REPORT_API.ruleQuery, { projectId: MAIN })).toEqual(rule);
  });

  it('refuses a rule that cannot be applied, naming the field, and keeps the saved one', async () => {
    const refusal = async (change: Partial<AttendanceRule>) =>
      (await server.post(ATTENDANCE_REPORT_API.ruleSave, { projectId: MAIN, ...rule, ...change }, admin))
        .message;
    expect(await refusal({ workStartTime: '8:00' })).toBe('workStartTime: 时间格式应为 HH:mm');
    expect(await refusal({ workEndTime: '24:00' })).toBe('workEndTime: 时间格式应为 HH:mm');
    expect(await refusal({ workEndTime: '07:00' })).toBe('workEndTime: 下班时间应晚于上班时间');
    expect(await refusal({ lateGraceMinutes: 121 })).toBe('lateGraceMinutes: 宽限应为 0 到 120 分钟的整数');
    expect(await refusal({ earlyLeaveGraceMinutes: 1.5 })).toBe(
      'earlyLeaveGraceMinutes: 宽限应为 0 到 120 分钟的整数',
    );
    expect(await refusal({ fullDayHours: 0 })).toBe('fullDayHours: 满勤工时应大于 0 且不超过 24 小时');
    expect(await refusal({ fullDayHours: 7.25 })).toBe('fullDayHours: 满勤工时最多一位小数');
    expect(await refusal({ fullDayHours: 9.5 })).toBe('fullDayHours: 满勤工时不能超过上下班之间的时长');
    expect(await ok<AttendanceRule>(ATTENDANCE_REPORT_API.ruleQuery, { projectId: MAIN })).toEqual(rule);
  });

  it('lists each person of a day with first entry, last exit, hours and what the rule says', async () => {
    await ok(ATTENDANCE_REPORT_API.ruleSave, { projectId: MAIN, ...rule });
    const day = await ok<PageResult<AttendanceDayRow>>(ATTENDANCE_REPORT_API.listByDay, {
      projectId: MAIN,
      companyId: people[0].companyId,
      day: '2020-03-02',
      pageSize: 1000,
    });
    const [a, b] = await expectedDays(db, MAIN, [people[0].id, people[1].id], '2020-03-02', '2020-03-02');
    expect(rowOf(day.records, 0)).toMatchObject({
      firstIn: '2020-03-02 08:10:00',
      lastOut: '2020-03-02 16:50:00',
      passages: 4,
      workHours: a.hours,
      lateMinutes: 5,
      earlyMinutes: 5,
      // 7 h 40 min, at least the rule's 7.5 h
      fullDay: true,
      status: 'LATE_EARLY',
    });
    expect(a.hours).toBe(7.67); // 3 h 50 min + 3 h 50 min
    expect(rowOf(day.records, 1)).toMatchObject({ workHours: b.hours, fullDay: true, status: 'NORMAL' });
    expect(rowOf(day.records, 2)).toMatchObject({ firstIn: null, passages: 0, status: 'ABSENT' });
    // Every worker and manager on the job of the company is listed.
    expect(day.total).toBe(await onJobOf(people[0].companyId));
  });

  it('draws the month as a grid per person, paged by name, with days and hours totals', async () => {
    const month = await ok<PageResult<AttendanceMonthRow>>(ATTENDANCE_REPORT_API.listByMonth, {
      projectId: MAIN,
      companyId: people[0].companyId,
      month: MONTH,
      pageSize: 1000,
    });
    const b = rowOf(month.records, 1);
    const expected = await expectedDays(db, MAIN, [people[1].id], '2020-03-01', '2020-03-31');
    expect(b?.dayHours).toHaveLength(31);
    expect(b?.dayHours.flatMap((hours, index) => (hours === null ? [] : [[index + 1, hours]]))).toEqual(
      expected.map((day) => [Number(day.day.slice(8)), day.hours]),
    );
    expect(b).toMatchObject({ attendedDays: 2, workHours: 13.58 });
    expect(rowOf(month.records, 2)?.attendedDays).toBe(0);
    // Paged by name: the pages put together are the whole list, each person once.
    const pages = await Promise.all(
      [1, 2, 3].map((pageNumber) =>
        ok<PageResult<AttendanceMonthRow>>(ATTENDANCE_REPORT_API.listByMonth, {
          projectId: MAIN,
          companyId: people[0].companyId,
          month: MONTH,
          pageNumber,
          pageSize: Math.ceil(month.total / 3),
        }),
      ),
    );
    expect(pages.flatMap((page) => page.records.map((row) => row.personId))).toEqual(
      month.records.map((row) => row.personId),
    );
    const named = await ok<PageResult<AttendanceMonthRow>>(ATTENDANCE_REPORT_API.listByMonth, {
      projectId: MAIN,
      month: MONTH,
      personName: people[1].personName,
    });
    expect(named.records.map((row) => row.personId)).toContain(people[1].id);
  });

  it('sums each month of a quarter', async () => {
    const quarter = await ok<PageResult<AttendanceQuarterRow>>(ATTENDANCE_REPORT_API.listByQuarter, {
      projectId: MAIN,
      companyId: people[0].companyId,
      quarter: '2020-Q1',
      pageSize: 1000,
    });
    const feb = await expectedDays(db, MAIN, [people[0].id], '2020-02-01', '2020-02-29');
    const mar = await expectedDays(db, MAIN, [people[0].id], '2020-03-01', '2020-03-31');
    expect(rowOf(quarter.records, 0)).toMatchObject({
      months: [
        { month: '2020-01', attendedDays: 0, workHours: 0 },
        { month: '2020-02', attendedDays: feb.length, workHours: 0 },
        { month: '2020-03', attendedDays: mar.length, workHours: mar[0].hours },
      ],
      attendedDays: 2,
    });
  });

  it('lists the people on the job not seen once in a period', async () => {
    const none = await ok<PageResult<NoAttendanceRow>>(ATTENDANCE_REPORT_API.listNoAttendance, {
      projectId: MAIN,
      companyId: people[0].companyId,
      startDate: '2020-03-01',
      endDate: '2020-03-31',
      pageSize: 1000,
    });
    const ids = none.records.map((row) => row.personId);
    expect(ids).toContain(people[2].id);
    expect(ids).not.toContain(people[0].id);
    expect(ids).not.toContain(people[1].id);
    const listed = await ok<PageResult<AttendanceMonthRow>>(ATTENDANCE_REPORT_API.listByMonth, {
      projectId: MAIN,
      companyId: people[0].companyId,
      month: MONTH,
      pageSize: 1,
    });
    // Nobody else of the company came that month.
    expect(none.total).toBe(listed.total - 2);
    // The last record before the period's end: A's of March, none for C (his seeded ones are later).
    const period = await ok<PageResult<NoAttendanceRow>>(ATTENDANCE_REPORT_API.listNoAttendance, {
      projectId: MAIN,
      companyId: people[0].companyId,
      startDate: '2020-03-03',
      endDate: '2020-03-30',
      pageSize: 1000,
    });
    expect(rowOf(period.records, 0)?.lastRecordTime).toBe('2020-03-02 16:50:00');
  });

  it('reports the month per company and per team from the same days', async () => {
    const report = await ok<MonthReportRow[]>(ATTENDANCE_REPORT_API.monthReport, {
      projectId: MAIN,
      month: MONTH,
    });
    const company = report.find((row) => row.groupId === people[0].companyId);
    const days = await expectedDays(db, MAIN, [people[0].id, people[1].id], '2020-03-01', '2020-03-31');
    const headcount = await onJobOf(people[0].companyId);
    const hours = Math.round(days.reduce((sum, day) => sum + day.minutes, 0) / 0.6) / 100;
    expect(company).toMatchObject({
      headcount,
      attendedPeople: 2,
      personDays: 3,
      workHours: hours,
      attendanceRate: Math.round((3 / (headcount * 31)) * 10_000) / 100,
    });
    expect(
      report.filter((row) => row.groupId !== people[0].companyId).every((row) => row.personDays === 0),
    ).toBe(true);
    const teams = await ok<MonthReportRow[]>(ATTENDANCE_REPORT_API.monthReport, {
      projectId: MAIN,
      month: MONTH,
      groupBy: 'TEAM',
    });
    expect(teams.reduce((sum, row) => sum + row.personDays, 0)).toBe(3);
    expect(teams.reduce((sum, row) => sum + row.headcount, 0)).toBe(await onJobOf());
  });

  it('refuses a wrong day, month, quarter or period with a clear message', async () => {
    const message = async (path: string, body: Record<string, unknown>) =>
      (await server.post(path, { projectId: MAIN, ...body }, admin)).message;
    expect(await message(ATTENDANCE_REPORT_API.listByDay, { day: '2020-02-30' })).toBe(
      'day: 日期格式应为 YYYY-MM-DD',
    );
    expect(await message(ATTENDANCE_REPORT_API.listByMonth, { month: '2020-13' })).toBe(
      'month: 月份格式应为 YYYY-MM',
    );
    expect(await message(ATTENDANCE_REPORT_API.listByQuarter, { quarter: '2020-Q5' })).toBe(
      'quarter: 季度格式应为 YYYY-Qn（n 为 1 到 4）',
    );
    expect(
      await message(ATTENDANCE_REPORT_API.listNoAttendance, {
        startDate: '2020-03-02',
        endDate: '2020-03-01',
      }),
    ).toBe('endDate: 结束日期不能早于开始日期');
    expect(
      await message(ATTENDANCE_REPORT_API.listNoAttendance, {
        startDate: '2020-01-01',
        endDate: '2020-12-31',
      }),
    ).toBe('endDate: 时间范围不能超过92天');
  });

  it('exports the month grid as an .xlsx with one column per day, as a task of the task centre', async () => {
    const rows = await download(ATTENDANCE_REPORT_API.exportByMonth, {
      projectId: MAIN,
      companyId: people[0].companyId,
      month: MONTH,
    });
    const listed = await ok<PageResult<AttendanceMonthRow>>(ATTENDANCE_REPORT_API.listByMonth, {
      projectId: MAIN,
      companyId: people[0].companyId,
      month: MONTH,
      pageSize: 1,
    });
    expect(rows).toHaveLength(listed.total);
    const b = rows.find((row) => row.values.姓名 === people[1].personName);
    // The reader answers cell text.
    expect(b?.values).toMatchObject({ '2日': '9.58', '31日': '4', '1日': '', 出勤天数: '2', 工时: '13.58' });
    const report = await download(ATTENDANCE_REPORT_API.exportMonthReport, { projectId: MAIN, month: MONTH });
    expect(report.some((row) => row.values.出勤人天 === '3')).toBe(true);
    const day = await download(ATTENDANCE_REPORT_API.exportByDay, {
      projectId: MAIN,
      companyId: people[0].companyId,
      day: '2020-03-02',
    });
    expect(day.find((row) => row.values.姓名 === people[0].personName)?.values.状态).toBe('迟到且早退');
  });
});
