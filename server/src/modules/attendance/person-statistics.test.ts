import {
  type AttendanceSummary,
  type CompanyAttendanceAnswer,
  DATE_FORMAT,
  formatDateTime,
  type PageResult,
  type PersonDataRate,
  type PersonStatisticsRow,
  STATISTICS_API,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { personRecords, persons } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';
import { mondayOf } from './company-attendance';
import { expectedDays } from './test-support';

const { main: MAIN } = DEMO_PROJECTS;
const DAY_MS = 86_400_000;
const dayFrom = (days: number) => formatDateTime(Date.now() + days * DAY_MS, DATE_FORMAT);

describe('enterprise and person statistics (cPersonStatistics)', () => {
  let server: TestServer;
  let db: Database;
  let admin: string;
  const today = dayFrom(0);
  const weekAgo = dayFrom(-6);

  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);

  /** The people of each company seen in each period (day or Monday), counted in the test from the records. */
  async function seenByCompany(from: string, to: string, periodOf: (day: string) => string) {
    const rows = await db
      .select({
        personId: personRecords.personId,
        companyId: persons.companyId,
        type: persons.personType,
        time: personRecords.recordTime,
      })
      .from(personRecords)
      .innerJoin(persons, eq(persons.id, personRecords.personId))
      .where(
        and(
          eq(personRecords.projectId, MAIN),
          gte(personRecords.recordTime, `${from} 00:00:00`),
          lte(personRecords.recordTime, `${to} 23:59:59`),
        ),
      );
    const seen = new Map<string, Set<string>>();
    for (const row of rows.filter((candidate) => candidate.type !== 'OTHER')) {
      const key = `${row.companyId} ${periodOf(row.time.slice(0, 10))}`;
      seen.set(key, (seen.get(key) ?? new Set()).add(row.personId));
    }
    return (companyId: string, period: string) => seen.get(`${companyId} ${period}`)?.size ?? 0;
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    db = server.app.taskRunner.deps.db;
  });
  afterAll(() => server.close());

  it("counts each company's people seen each day, and today's counts are the dashboard's", async () => {
    const answer = await ok<CompanyAttendanceAnswer>(STATISTICS_API.companyByDay, {
      projectId: MAIN,
      startDate: weekAgo,
      endDate: today,
    });
    expect(answer.periods).toHaveLength(7);
    expect(answer.periods.at(-1)).toBe(today);
    const seen = await seenByCompany(weekAgo, today, (day) => day);
    for (const company of answer.companies) {
      expect(company.attended).toEqual(answer.periods.map((day) => seen(company.companyId, day)));
      expect(company.rates).toEqual(
        company.attended.map((count) =>
          company.onJobCount === 0
            ? 0
            : Math.min(100, Math.round((count / company.onJobCount) * 10_000) / 100),
        ),
      );
    }
    const dashboard = await ok<AttendanceSummary>(WIDGET_CALLS.attendanceCount.path, {
      projectId: MAIN,
      areaIdList: [],
    });
    const sum = (pick: (company: CompanyAttendanceAnswer['companies'][number]) => number) =>
      answer.companies.reduce((total, company) => total + pick(company), 0);
    expect(sum((company) => company.attended.at(-1) ?? 0)).toBe(dashboard.entryPersonAmount);
    expect(sum((company) => company.onJobCount)).toBe(dashboard.onJobCount);
    // Today may have no passages yet (early morning), so the week proves the counts are not all zero.
    expect(sum((company) => Math.max(...company.attended))).toBeGreaterThan(0);
  });

  it('counts a person once a week, weeks from Monday', async () => {
    const start = dayFrom(-20);
    const answer = await ok<CompanyAttendanceAnswer>(STATISTICS_API.companyByWeek, {
      projectId: MAIN,
      startDate: start,
      endDate: today,
    });
    expect(answer.periods[0]).toBe(mondayOf(start));
    expect(answer.periods.every((day) => new Date(`${day}T00:00:00`).getDay() === 1)).toBe(true);
    const seen = await seenByCompany(answer.periods[0], dayFrom(7), mondayOf);
    for (const company of answer.companies) {
      expect(company.attended).toEqual(answer.periods.map((monday) => seen(company.companyId, monday)));
    }
    expect(
      (
        await server.post(
          STATISTICS_API.companyByWeek,
          { projectId: MAIN, startDate: '2020-01-01', endDate: '2020-12-31' },
          admin,
        )
      ).message,
    ).toBe('endDate: 时间范围不能超过26周');
  });

  it('splits the people on the job by type, company, work type, age and gender', async () => {
    const rate = await ok<PersonDataRate>(STATISTICS_API.personDataRate, { projectId: MAIN });
    const onJob = await db.$count(persons, and(eq(persons.projectId, MAIN), eq(persons.onJobStatus, 1)));
    expect(rate.total).toBe(onJob);
    for (const slices of [rate.byType, rate.byCompany, rate.byWorkType, rate.byAge, rate.byGender]) {
      expect(slices.reduce((sum, slice) => sum + slice.count, 0)).toBe(onJob);
    }
    const dashboard = await ok<AttendanceSummary>(WIDGET_CALLS.attendanceCount.path, { projectId: MAIN });
    const ofType = (key: string) => rate.byType.find((slice) => slice.key === key)?.count ?? 0;
    expect(ofType('WORKER') + ofType('MANAGER')).toBe(dashboard.onJobCount);
    expect(rate.byGender.map((slice) => slice.key).sort()).toEqual(expect.arrayContaining(['1']));
  });

  it('ranks the people by days then hours, each figure as the records give it, and exports the ranking', async () => {
    const ranking = await ok<PageResult<PersonStatisticsRow>>(STATISTICS_API.listByPerson, {
      projectId: MAIN,
      startDate: weekAgo,
      endDate: today,
      pageSize: 50,
    });
    expect(ranking.records.map((row) => row.rank)).toEqual(ranking.records.map((_, index) => index + 1));
    for (let index = 1; index < ranking.records.length; index += 1) {
      const [before, after] = [ranking.records[index - 1], ranking.records[index]];
      expect(
        before.attendedDays > after.attendedDays ||
          (before.attendedDays === after.attendedDays && before.workHours >= after.workHours),
      ).toBe(true);
    }
    const sample = ranking.records.slice(0, 3).concat(ranking.records.slice(-2));
    for (const row of sample) {
      const days = await expectedDays(db, MAIN, [row.personId], weekAgo, today);
      const minutes = days.reduce((total, day) => total + day.minutes, 0);
      expect(row).toMatchObject({
        attendedDays: days.length,
        workHours: Math.round((minutes / 60) * 100) / 100,
      });
    }
    const byHours = await ok<PageResult<PersonStatisticsRow>>(STATISTICS_API.listByPerson, {
      projectId: MAIN,
      startDate: weekAgo,
      endDate: today,
      rankBy: 'HOURS',
      pageSize: 20,
    });
    expect(byHours.total).toBe(ranking.total);
    const hours = byHours.records.map((row) => row.workHours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));

    const response = await fetch(`${server.url}${STATISTICS_API.exportByPerson}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: MAIN, startDate: weekAgo, endDate: today }),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(ranking.total);
    expect(rows[0].values).toMatchObject({
      排名: '1',
      姓名: ranking.records[0].personName,
      出勤天数: String(ranking.records[0].attendedDays),
    });
  });
});
