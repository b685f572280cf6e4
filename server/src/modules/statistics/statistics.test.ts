import {
  type AttendanceSummary,
  type CompanyCountRow,
  type EntryExitRecord,
  type PageResult,
  PERSONNEL_API,
  type PersonCountData,
  type TeamCountRow,
  type TeamItem,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { expectedPresence, recordsOfDay } from '../../test/personnel';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME, disabled: DISABLED } = DEMO_PROJECTS;
const RATE = WIDGET_CALLS.attendanceCount.path;

describe('siteStatistics', () => {
  let server: TestServer;
  let admin: string;
  let nobody: string;
  let manager: string;
  let today: EntryExitRecord[];
  let teams: TeamItem[];
  const data = <T>(path: string, body: unknown, token = admin) => server.ok<T>(path, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, nobody, manager] = await Promise.all([
      server.login('admin'),
      server.login('nobody'),
      server.login('manager'),
    ]);
    today = await recordsOfDay(server, admin, MAIN);
    const tree = await data<PageResult<TeamItem>>(PERSONNEL_API.teams, { projectId: MAIN, pageSize: 999 });
    teams = tree.records;
  });
  afterAll(() => server.close());

  it('summarises today’s attendance against the people on the job', async () => {
    const expected = expectedPresence(today);
    const onJobCount = teams.reduce((total, team) => total + team.personCount, 0);
    const seen = expected.inside.length + expected.left.length;
    expect(await data<AttendanceSummary>(RATE, { projectId: MAIN, areaIdList: [] })).toEqual({
      onJobCount,
      entryPersonAmount: seen,
      entryWorkerCount: expected.seenWorkers,
      entryManagerCount: expected.seenManagers,
      inCount: expected.inside.length,
      outCount: expected.left.length,
      attendanceRate: Math.round((seen / onJobCount) * 10_000) / 100,
    });
    expect(onJobCount).toBeGreaterThanOrEqual(68);
  });

  it('narrows the summary to the areas asked for', async () => {
    const office = teams.find((team) => team.teamName === '项目管理组');
    const areaIdList = [office?.areaId ?? ''];
    const summary = await data<AttendanceSummary>(RATE, { projectId: MAIN, areaIdList });
    const officeTeams = teams.filter((team) => team.areaId === areaIdList[0]);
    expect(summary.onJobCount).toBe(officeTeams.reduce((total, team) => total + team.personCount, 0));
    expect(summary.entryWorkerCount).toBe(0);
    const count = await data<PersonCountData>(PERSONNEL_API.statisticsPersonCount, {
      projectId: MAIN,
      areaIdList,
    });
    expect(count).toEqual({ personCount: summary.inCount, workerCount: 0, managerCount: summary.inCount });
  });

  it('counts the whole project like the wall’s person count', async () => {
    expect(await data(PERSONNEL_API.statisticsPersonCount, { projectId: MAIN })).toEqual(
      await data(WIDGET_CALLS.personCount.path, { projectId: MAIN, areaId: '' }),
    );
  });

  it('counts per company and per team', async () => {
    const { inside } = expectedPresence(today);
    const companies = await data<CompanyCountRow[]>(PERSONNEL_API.statisticsCompanies, { projectId: MAIN });
    expect(companies.map((company) => company.companyTypeName)).toEqual([
      '施工总承包',
      '建设单位',
      '监理单位',
      '劳务分包',
      '专业分包',
      '专业分包',
    ]);
    expect(companies.reduce((total, company) => total + company.personCount, 0)).toBe(inside.length);
    const onJob = teams.reduce((total, team) => total + team.personCount, 0);
    expect(companies.reduce((total, company) => total + company.onJobCount, 0)).toBe(onJob);
    expect(companies[1]).toMatchObject({
      companyName: '杭州城南安居置业有限公司',
      onJobCount: 0,
      personCount: 0,
    });

    expect(await data<TeamCountRow[]>(PERSONNEL_API.statisticsTeams, { projectId: MAIN })).toEqual(
      await data(WIDGET_CALLS.teamCounts.path, { projectId: MAIN }),
    );
  });

  it('keeps the projects apart', async () => {
    const longName = await recordsOfDay(server, admin, LONG_NAME);
    const summary = await data<AttendanceSummary>(RATE, { projectId: LONG_NAME });
    expect(summary.inCount).toBe(expectedPresence(longName).inside.length);
    expect(summary.onJobCount).toBeLessThan(30);
    const empty = await data<AttendanceSummary>(RATE, { projectId: DEMO_PROJECTS.pastDeadline });
    expect(empty).toEqual({
      onJobCount: 0,
      entryPersonAmount: 0,
      entryWorkerCount: 0,
      entryManagerCount: 0,
      inCount: 0,
      outCount: 0,
      attendanceRate: 0,
    });
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    for (const path of [RATE, PERSONNEL_API.statisticsPersonCount, PERSONNEL_API.statisticsCompanies]) {
      expect(await server.post(path, { projectId: MAIN })).toMatchObject({ code: 401 });
      expect(await server.post(path, { projectId: MAIN }, nobody)).toMatchObject({
        code: 403,
        message: '无权访问该资源',
      });
      expect(await server.post(path, { projectId: DISABLED }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
    expect(await server.post(RATE, { projectId: '' }, admin)).toMatchObject({
      code: 400,
      message: 'projectId: 必填',
    });
  });
});
