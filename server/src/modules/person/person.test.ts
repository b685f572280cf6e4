import { type PageResult, PERSONNEL_API, type ProjectCompanyItem, type TeamItem } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME, disabled: DISABLED } = DEMO_PROJECTS;

describe('company list and team tree', () => {
  let server: TestServer;
  let manager: string;
  const page = async <T>(path: string, body: Record<string, unknown>) => {
    const answer = await server.post<PageResult<T>>(path, body, manager);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('lists the participating companies with their roles', async () => {
    const companies = await page<ProjectCompanyItem>(PERSONNEL_API.projectCompanies, {
      projectId: MAIN,
      pageSize: 999,
      pageNumber: 1,
    });
    expect(companies.total).toBe(6);
    expect(companies.records[0]).toEqual({
      companyId: 'company-demo-1',
      companyName: '浙江城建建设集团有限公司',
      companyTypeId: 'company-type-general',
      companyTypeName: '施工总承包',
      creditCode: '91330100MA27XK1A2B',
    });
    const second = await page<ProjectCompanyItem>(PERSONNEL_API.projectCompanies, {
      projectId: MAIN,
      pageSize: 4,
      pageNumber: 2,
    });
    expect(second.records.map((company) => company.companyId)).toEqual(['company-demo-4', 'company-demo-5']);
  });

  it('lists the teams with company, area and on-job members, of one company when asked', async () => {
    const teams = await page<TeamItem>(PERSONNEL_API.teams, {
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

    const ofLabour = await page<TeamItem>(PERSONNEL_API.teams, {
      projectId: MAIN,
      companyId: 'company-demo-3',
    });
    const labourTeams = teams.records.filter((team) => team.companyId === 'company-demo-3');
    expect(ofLabour.records.map((team) => team.teamName)).toEqual(labourTeams.map((team) => team.teamName));
    expect(ofLabour.records.slice(0, 4).map((team) => team.teamName)).toEqual([
      '钢筋班',
      '木工班',
      '砌筑班',
      '混凝土班',
    ]);
    const longName = await page<TeamItem>(PERSONNEL_API.teams, { projectId: LONG_NAME });
    expect(longName.records.map((team) => team.teamName)).toContain('管廊钢筋班');
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    const nobody = await server.login('nobody');
    for (const path of [PERSONNEL_API.projectCompanies, PERSONNEL_API.teams]) {
      expect(await server.post(path, { projectId: MAIN })).toMatchObject({ code: 401 });
      expect(await server.post(path, { projectId: MAIN }, nobody)).toMatchObject({ code: 403 });
      expect(await server.post(path, { projectId: DISABLED }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
  });
});
