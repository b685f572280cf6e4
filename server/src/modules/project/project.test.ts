import { isProjectPastDeadline, type LatLngPoint, type ProjectItem } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const PATH = '/front/siteProjectUserRelation/queryByCurrentUser';

describe('projects of the current user', () => {
  let server: TestServer;
  let admin: string;
  const list = async (body: unknown, token = admin) => {
    const answer = await server.post<ProjectItem[]>(PATH, body, token);
    expect(answer.code).toBe(200);
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the enabled projects of the caller in selector order, project 1 first', async () => {
    const projects = await list({ projectName: '' });
    expect(projects.map((project) => project.projectId)).toEqual(['1', '2', '3']);
  });

  it('answers every field of the project item', async () => {
    const [main] = await list({});
    expect(main).toMatchObject({
      projectId: '1',
      projectName: '城南安置房一期工程',
      deadlineStatus: 0,
      deadlineStartDate: null,
      deadlineEndDate: null,
      projectStatusName: '在建',
      projectTypeName: '房屋建筑工程',
      managerName: '张建国',
      managerPhone: '13800138001',
      startDate: '2025-03-01',
      endDate: '2027-06-30',
      planEndDate: '2027-05-31',
      address: '浙江省杭州市上城区望江东路288号',
      regionName: '浙江省杭州市上城区',
      builderLicenseCode: '330102202503010101',
      longitude: 120.2101,
      latitude: 30.2501,
    });
    const boundary = JSON.parse(main.latLngPoints as string) as LatLngPoint[];
    expect(boundary.length).toBeGreaterThanOrEqual(3);
    for (const point of boundary) {
      expect(point.lng).toBeCloseTo(120.21, 1);
      expect(point.lat).toBeCloseTo(30.25, 1);
    }
  });

  it('marks project 2 past its deadline and project 3 with a name over 20 characters', async () => {
    const [, science, long] = await list({});
    expect(science).toMatchObject({
      projectName: '滨江科创园二期',
      deadlineStatus: 1,
      deadlineStartDate: '2024-01-01 00:00:00',
      deadlineEndDate: '2025-12-31 23:59:59',
    });
    expect(isProjectPastDeadline(science)).toBe(true);
    expect(long.projectName.length).toBeGreaterThan(20);
  });

  it('filters by name in both forms of the seeds', async () => {
    expect((await list({ projectName: '滨江' })).map((p) => p.projectId)).toEqual(['2']);
    expect(
      (await list({ projectNameKeyWord: '管廊', isRemoteSearch: true })).map((p) => p.projectId),
    ).toEqual(['3']);
    expect(await list({ projectNameKeyWord: '%' })).toEqual([]);
  });

  it('shows a member only his projects, and nothing when his only project is disabled', async () => {
    expect((await list({}, await server.login('nobody'))).map((p) => p.projectId)).toEqual(['1']);
    expect(await list({}, await server.login('noproject'))).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.post(PATH, {})).code).toBe(401);
  });
});
