import {
  DASHBOARD_API,
  type DeviceKindCount,
  type DeviceOnlineRate,
  type PageResult,
  PERSONNEL_API,
  type ProjectDataCount,
  type TeamItem,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { onlineRateOf } from './queries';

const { main: MAIN, disabled: DISABLED } = DEMO_PROJECTS;

describe('siteStatistics project figures', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let nobody: string;
  const data = <T>(path: string, body: unknown, token = admin) => server.ok<T>(path, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, manager, nobody] = await Promise.all([
      server.login('admin'),
      server.login('manager'),
      server.login('nobody'),
    ]);
  });
  afterAll(() => server.close());

  it('counts what the demo project holds', async () => {
    const figures = await data<ProjectDataCount>(DASHBOARD_API.projectDataCount, { projectId: MAIN });
    const teams = await data<PageResult<TeamItem>>(PERSONNEL_API.teams, { projectId: MAIN, pageSize: 999 });
    const companies = await data<PageResult<unknown>>(PERSONNEL_API.projectCompanies, { projectId: MAIN });
    // The on-job workers and managers are the members of the project's teams; the managers those of its
    // management teams.
    const members = (list: TeamItem[]) => list.reduce((total, team) => total + team.personCount, 0);
    const managers = members(
      teams.records.filter((team) => ['项目管理组', '监理组'].includes(team.teamName)),
    );
    expect(figures).toEqual({
      companyCount: companies.total,
      teamCount: teams.total,
      areaCount: 4,
      onJobCount: members(teams.records),
      onJobWorkerCount: members(teams.records) - managers,
      onJobManagerCount: managers,
      deviceCount: 28,
    });
    expect(figures.onJobWorkerCount).toBeGreaterThan(1000);
  });

  it('lists every device kind with its online devices', async () => {
    const kinds = await data<DeviceKindCount[]>(DASHBOARD_API.projectDeviceData, { projectId: MAIN });
    expect(
      kinds.map(({ deviceTypeName, deviceCount, onlineCount }) => [deviceTypeName, deviceCount, onlineCount]),
    ).toEqual([
      // The seed leaves each project's last gate device offline; each crane cab and lift cage has one too.
      ['人脸识别设备', 9, 8],
      ['视频监控', 6, 6],
      ['扬尘噪音', 3, 3],
      ['塔吊', 2, 2],
      // The right cage stopped reporting.
      ['升降机', 2, 1],
      ['配电箱', 4, 4],
      ['车牌识别', 2, 2],
    ]);
    expect(await data<DeviceOnlineRate>(DASHBOARD_API.deviceOnlineRate, { projectId: MAIN })).toEqual({
      deviceCount: 28,
      onlineCount: 26,
      onlineRate: 92.86,
    });
  });

  it('answers a rate of 0 without devices', () => {
    expect(onlineRateOf([])).toEqual({ deviceCount: 0, onlineCount: 0, onlineRate: 0 });
  });

  it('keeps the projects apart', async () => {
    const other = await data<ProjectDataCount>(DASHBOARD_API.projectDataCount, {
      projectId: DEMO_PROJECTS.pastDeadline,
    });
    expect(other.onJobCount).toBe(0);
    expect(other.deviceCount).toBeLessThan(28);
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    for (const path of Object.values(DASHBOARD_API).filter((path) => path.includes('siteStatistics'))) {
      expect(await server.post(path, { projectId: MAIN })).toMatchObject({ code: 401 });
      expect(await server.post(path, { projectId: MAIN }, nobody)).toMatchObject({
        code: 403,
        message: '无权访问该资源',
      });
      expect(await server.post(path, { projectId: DISABLED }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
      expect(await server.post(path, {}, admin)).toMatchObject({ code: 400, message: 'projectId: 必填' });
    }
  });
});
