import {
  type PageResult,
  PERSON_API,
  TEAM_API,
  type TeamItem,
  type TeamPersonCount,
  teamNotEmptyMessage,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME } = DEMO_PROJECTS;
const LABOUR = 'company-demo-3';

describe('teams (siteTeam)', () => {
  let server: TestServer;
  let manager: string;
  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, manager);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('lists the teams with company, area and on-job members, of one company when asked', async () => {
    const teams = await ok<PageResult<TeamItem>>(TEAM_API.page, {
      projectId: MAIN,
      pageSize: 999,
      pageNumber: 1,
    });
    expect(teams.total).toBeGreaterThanOrEqual(6);
    expect(teams.records[0]).toMatchObject({
      teamName: '钢筋班',
      companyName: '杭州鼎力建筑劳务有限公司',
      areaName: '施工一区',
      personCount: expect.any(Number),
    });
    const workers = teams.records.filter((team) => !['项目管理组', '监理组'].includes(team.teamName));
    expect(workers.reduce((total, team) => total + team.personCount, 0)).toBeGreaterThanOrEqual(60);
    const managers = teams.records.filter((team) => ['项目管理组', '监理组'].includes(team.teamName));
    expect(managers.reduce((total, team) => total + team.personCount, 0)).toBeGreaterThanOrEqual(8);

    const ofLabour = await ok<PageResult<TeamItem>>(TEAM_API.page, { projectId: MAIN, companyId: LABOUR });
    const labourTeams = teams.records.filter((team) => team.companyId === LABOUR);
    expect(ofLabour.records.map((team) => team.teamName)).toEqual(
      labourTeams.slice(0, 20).map((team) => team.teamName),
    );
    expect(ofLabour.records.slice(0, 4).map((team) => team.teamName)).toEqual([
      '钢筋班',
      '木工班',
      '砌筑班',
      '混凝土班',
    ]);
    const longName = await ok<PageResult<TeamItem>>(TEAM_API.page, { projectId: LONG_NAME });
    expect(longName.records.map((team) => team.teamName)).toContain('管廊钢筋班');
  });

  it('counts everyone of each team, on the job or not, and agrees with the list', async () => {
    const counts = await ok<TeamPersonCount[]>(TEAM_API.personCount, { projectId: MAIN, companyId: LABOUR });
    const list = await ok<PageResult<TeamItem>>(TEAM_API.page, {
      projectId: MAIN,
      companyId: LABOUR,
      pageSize: 999,
    });
    expect(counts.map((row) => row.teamId)).toEqual(list.records.map((team) => team.teamId));
    for (const row of counts) {
      const team = list.records.find((item) => item.teamId === row.teamId)!;
      expect(row.onJobCount).toBe(team.personCount);
      expect(row.personCount).toBeGreaterThanOrEqual(row.onJobCount);
      expect(row.workerCount + row.managerCount).toBeLessThanOrEqual(row.personCount);
    }
  });

  it('adds, edits and deletes an empty team; a name twice in one company is refused', async () => {
    const added = await ok<{ teamId: string }>(TEAM_API.add, {
      projectId: MAIN,
      teamName: '  幕墙班 ',
      companyId: LABOUR,
      areaId: 'area-1-1',
      leaderName: '王建国',
      leaderPhone: '13812345678',
      remark: '',
    });
    const team = await ok<TeamItem & { leaderName: string }>(TEAM_API.query, {
      projectId: MAIN,
      teamId: added.teamId,
    });
    expect(team).toMatchObject({
      teamName: '幕墙班',
      companyId: LABOUR,
      personCount: 0,
      leaderName: '王建国',
    });

    const twice = await server.post(
      TEAM_API.add,
      { projectId: MAIN, teamName: '幕墙班', companyId: LABOUR },
      manager,
    );
    expect(twice).toMatchObject({ code: 400, message: 'teamName: 该企业已有同名班组' });
    const badPhone = await server.post(
      TEAM_API.update,
      { projectId: MAIN, teamId: added.teamId, leaderPhone: '12345' },
      manager,
    );
    expect(badPhone).toMatchObject({ code: 400, message: 'leaderPhone: 请输入正确的手机号码' });
    const renamed = await ok<TeamItem>(TEAM_API.update, {
      projectId: MAIN,
      teamId: added.teamId,
      teamName: '幕墙二班',
    });
    expect(renamed).toMatchObject({ teamName: '幕墙二班', leaderName: '王建国' });

    const removed = await server.post(
      TEAM_API.remove,
      { projectId: MAIN, teamIdList: [added.teamId] },
      manager,
    );
    expect(removed).toMatchObject({ code: 200, message: '删除成功!' });
    const gone = await server.post(TEAM_API.query, { projectId: MAIN, teamId: added.teamId }, manager);
    expect(gone).toMatchObject({ code: 404 });
  });

  it('refuses to delete a team that still has people, and deletes nothing of the batch', async () => {
    const empty = await ok<{ teamId: string }>(TEAM_API.add, {
      projectId: MAIN,
      teamName: '临时班',
      companyId: LABOUR,
    });
    const counts = await ok<TeamPersonCount[]>(TEAM_API.personCount, { projectId: MAIN, companyId: LABOUR });
    const peopled = counts.find((row) => row.personCount > 0)!;
    const refused = await server.post(
      TEAM_API.remove,
      { projectId: MAIN, teamIdList: [empty.teamId, peopled.teamId] },
      manager,
    );
    expect(refused).toMatchObject({
      code: 400,
      message: teamNotEmptyMessage(peopled.teamName, peopled.personCount),
    });
    const still = await ok<PageResult<TeamItem>>(TEAM_API.page, { projectId: MAIN, teamName: '临时班' });
    expect(still.total).toBe(1);
    const people = await ok<PageResult<{ teamId: string }>>(PERSON_API.page, {
      projectId: MAIN,
      personType: 'WORKER',
      teamId: peopled.teamId,
      pageSize: 1,
    });
    expect(people.total).toBeGreaterThan(0);
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    const nobody = await server.login('nobody');
    for (const path of [TEAM_API.page, TEAM_API.personCount]) {
      expect(await server.post(path, { projectId: MAIN })).toMatchObject({ code: 401 });
      expect(await server.post(path, { projectId: MAIN }, nobody)).toMatchObject({ code: 403 });
      expect(await server.post(path, { projectId: DEMO_PROJECTS.disabled }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
  });
});
