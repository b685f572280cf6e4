import {
  type AreaAttendanceRow,
  type AttendanceSummary,
  type ChartRow,
  type EntryExitRecord,
  type PageResult,
  PERSONNEL_API,
  type PersonCountData,
  type ScreenCompany,
  type TeamCountRow,
  type TeamItem,
  WIDGET_CALLS,
  type WorkTypeCountRow,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYBACK_KEY_HEADER } from '../../http/route';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { expectedPresence, recordsOfDay, todayOf } from '../../test/personnel';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME, disabled: DISABLED } = DEMO_PROJECTS;
const sum = (rows: { personCount: number }[]) => rows.reduce((total, row) => total + row.personCount, 0);
const monthOf = (day: string) => day.slice(0, 7);

describe('the wall widgets’ personnel calls', () => {
  let server: TestServer;
  let admin: string;
  let nobody: string;
  let manager: string;
  let today: EntryExitRecord[];
  const data = <T>(path: string, body: unknown, token = admin) => server.ok<T>(path, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, nobody, manager] = await Promise.all([
      server.login('admin'),
      server.login('nobody'),
      server.login('manager'),
    ]);
    today = await recordsOfDay(server, admin, MAIN);
  });
  afterAll(() => server.close());

  it('counts the people whose last record of today is an entry', async () => {
    const expected = expectedPresence(today);
    expect(
      await data<PersonCountData>(WIDGET_CALLS.personCount.path, { projectId: MAIN, areaId: '' }),
    ).toEqual({
      personCount: expected.inside.length,
      workerCount: expected.insideWorkers,
      managerCount: expected.insideManagers,
    });
  });

  it('lists the participating companies, general contractor first', async () => {
    expect(await data<ScreenCompany[]>(WIDGET_CALLS.companies.path, { projectId: MAIN })).toEqual([
      { companyId: 'company-demo-1', companyTypeName: '施工总承包', companyName: '浙江城建建设集团有限公司' },
      { companyId: 'company-demo-6', companyTypeName: '建设单位', companyName: '杭州城南安居置业有限公司' },
      { companyId: 'company-demo-2', companyTypeName: '监理单位', companyName: '杭州安信工程监理有限公司' },
      { companyId: 'company-demo-3', companyTypeName: '劳务分包', companyName: '杭州鼎力建筑劳务有限公司' },
      {
        companyId: 'company-demo-4',
        companyTypeName: '专业分包',
        companyName: '浙江恒通机电安装工程有限公司',
      },
      { companyId: 'company-demo-5', companyTypeName: '专业分包', companyName: '杭州宏远脚手架工程有限公司' },
    ]);
    const longName = await data<ScreenCompany[]>(WIDGET_CALLS.companies.path, { projectId: LONG_NAME });
    expect(longName.map((company) => company.companyName)).toContain('杭州萧峰市政工程有限公司');
  });

  it('splits the people inside by team and by work type, fullest first', async () => {
    const { inside } = expectedPresence(today);
    const teams = await data<TeamCountRow[]>(WIDGET_CALLS.teamCounts.path, { projectId: MAIN });
    const projectTeams = await data<PageResult<TeamItem>>(PERSONNEL_API.teams, {
      projectId: MAIN,
      pageSize: 999,
    });
    expect(teams.map((team) => team.teamName).sort()).toEqual(
      projectTeams.records.map((team) => team.teamName).sort(),
    );
    expect(teams.map((team) => team.teamName)).toEqual(
      expect.arrayContaining(['钢筋班', '项目管理组', '监理组']),
    );
    expect(sum(teams)).toBe(inside.length);
    for (const team of teams) {
      expect(team.personCount, team.teamName).toBe(inside.filter((r) => r.teamName === team.teamName).length);
    }
    expect(teams.map((team) => team.personCount)).toEqual(
      teams.map((team) => team.personCount).sort((a, b) => b - a),
    );

    const types = await data<WorkTypeCountRow[]>(WIDGET_CALLS.workTypeCounts.path, { projectId: MAIN });
    expect(sum(types)).toBe(inside.length);
    expect(types.map((type) => type.workTypeName)).toEqual(
      expect.arrayContaining(['钢筋工', '木工', '项目经理']),
    );
    const steelFixers = types.find((type) => type.workTypeName === '钢筋工');
    expect(steelFixers?.personCount).toBe(inside.filter((r) => r.workerTypeName === '钢筋工').length);
    expect(steelFixers?.teamId).toMatch(/.+/);
  });

  it('gives each area its team members, the people inside and those gone', async () => {
    const rows = await data<AreaAttendanceRow[]>(WIDGET_CALLS.areaAttendance.path, {
      projectId: MAIN,
      areaIdList: [],
    });
    expect(rows.map((row) => row.areaName)).toEqual(['施工一区', '施工二区', '办公区', '生活区']);
    const { inside, left } = expectedPresence(today);
    expect(rows.reduce((total, row) => total + row.inNum, 0)).toBe(inside.length);
    expect(rows.reduce((total, row) => total + row.outNum, 0)).toBe(left.length);
    const summary = await data<AttendanceSummary>(WIDGET_CALLS.attendanceCount.path, {
      projectId: MAIN,
      areaIdList: [],
    });
    expect(rows.reduce((total, row) => total + row.inJobCount, 0)).toBe(summary.onJobCount);
    for (const row of rows) {
      expect(row.areaIdList).toHaveLength(1);
      expect(row.sumCount).toBeGreaterThanOrEqual(row.inJobCount);
      const expected = row.inJobCount
        ? Math.round(((row.inNum + row.outNum) / row.inJobCount) * 10_000) / 100
        : 0;
      expect(row.rate).toBe(expected);
      const inArea = await data<PersonCountData>(WIDGET_CALLS.personCount.path, {
        projectId: MAIN,
        areaId: row.areaIdList[0],
      });
      expect(inArea.personCount, row.areaName).toBe(row.inNum);
    }
    const office = rows[2];
    expect(
      await data(WIDGET_CALLS.areaAttendance.path, { projectId: MAIN, areaIdList: office.areaIdList }),
    ).toEqual([office]);
  });

  it('charts the 24 hours of today: entries and exits per hour, people inside at the end of each', async () => {
    const day = todayOf();
    const body = { month: monthOf(day), pageNumber: 1, pageSize: 10, projectId: MAIN, areaIdList: [] };
    const rows = await data<ChartRow[]>(WIDGET_CALLS.personInChart.path, body);
    expect(rows.map((row) => row.hour)).toEqual([...Array(24).keys()]);
    expect(await data(WIDGET_CALLS.outInChart.path, body)).toEqual(rows);
    const entries = today.filter((record) => record.entryExitType === '1');
    expect(rows.reduce((total, row) => total + row.inCount, 0)).toBe(entries.length);
    expect(rows.reduce((total, row) => total + row.outCount, 0)).toBe(today.length - entries.length);
    expect(rows.reduce((total, row) => total + row.verifyCount, 0)).toBe(today.length);
    const hour = new Date().getHours();
    const expected = expectedPresence(today);
    expect(rows[hour]).toMatchObject({
      workerCount: expected.insideWorkers,
      managerCount: expected.insideManagers,
    });
    for (const later of rows.slice(hour + 1)) expect(later.workerCount + later.managerCount).toBe(0);
  });

  it('charts the last day of a past month, all of it over', async () => {
    const rows = await data<ChartRow[]>(WIDGET_CALLS.outInChart.path, {
      month: '2020-01',
      projectId: MAIN,
      areaIdList: [],
    });
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.inCount + row.outCount + row.workerCount === 0)).toBe(true);
  });

  it('names the bad field', async () => {
    expect(await server.post(WIDGET_CALLS.personCount.path, { areaId: '' }, admin)).toMatchObject({
      code: 400,
      message: 'projectId: 必填',
    });
    expect(
      await server.post(WIDGET_CALLS.outInChart.path, { projectId: MAIN, month: '2026-13' }, admin),
    ).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^month: /),
    });
    expect(
      await server.post(WIDGET_CALLS.areaAttendance.path, { projectId: MAIN, areaIdList: {} }, admin),
    ).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^areaIdList: /),
    });
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    for (const call of [
      WIDGET_CALLS.personCount,
      WIDGET_CALLS.companies,
      WIDGET_CALLS.teamCounts,
      WIDGET_CALLS.outInChart,
    ]) {
      expect(await server.post(call.path, { projectId: MAIN })).toMatchObject({ code: 401 });
      expect(await server.post(call.path, { projectId: MAIN }, nobody)).toMatchObject({
        code: 403,
        message: '无权访问该资源',
      });
      expect(await server.post(call.path, { projectId: DISABLED }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
  });

  it('answers a wall by its playback key, for the key’s project only', async () => {
    const wall = (projectId: string) =>
      server.send<PersonCountData>(WIDGET_CALLS.personCount.path, {
        headers: { 'content-type': 'application/json', [PLAYBACK_KEY_HEADER]: DEMO_SCREEN.key },
        body: JSON.stringify({ projectId, areaId: '' }),
      });
    expect(await wall(MAIN)).toMatchObject({
      code: 200,
      data: { personCount: expectedPresence(today).inside.length },
    });
    expect(await wall(LONG_NAME)).toMatchObject({ code: 403 });
  });

  it('counts teams as the team tree lists them', async () => {
    const tree = await data<PageResult<TeamItem>>(PERSONNEL_API.teams, {
      projectId: MAIN,
      pageSize: 999,
      pageNumber: 1,
    });
    const counts = await data<TeamCountRow[]>(WIDGET_CALLS.teamCounts.path, { projectId: MAIN });
    expect(counts.map((row) => row.teamId).sort()).toEqual(tree.records.map((team) => team.teamId).sort());
  });
});
