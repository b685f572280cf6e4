import { PROJECT_MANAGE_API, type ProjectDetail, type ProjectUpdate } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { updateByProject: UPDATE } = PROJECT_MANAGE_API;
const QUERY = '/front/siteProject/queryByProject';
const { longName: LONG_NAME } = DEMO_PROJECTS;

const BOUNDARY = [
  { lng: 120.2901, lat: 30.2341 },
  { lng: 120.2951, lat: 30.2342 },
  { lng: 120.2949, lat: 30.2309 },
  { lng: 120.29, lat: 30.2311 },
];

describe('siteProject/updateByProject', () => {
  let server: TestServer;
  let admin: string;
  let nobody: string;
  const stored = async () => (await server.post<ProjectDetail>(QUERY, { projectId: LONG_NAME }, admin)).data;
  const editable = async (): Promise<ProjectUpdate> => {
    const { regionName, isDeadline, ...project } = await stored();
    return project;
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, nobody] = await Promise.all([server.login('admin'), server.login('nobody')]);
  });
  afterAll(() => server.close());

  it('answers the region id the region tree selects', async () => {
    expect(await stored()).toMatchObject({ regionId: '330109', regionName: '浙江省杭州市萧山区' });
  });

  it('saves every field, the boundary and the deadline, and answers the project as stored', async () => {
    const sent: ProjectUpdate = {
      ...(await editable()),
      projectStatusName: '竣工',
      managerName: ' 刘志刚 ',
      managerPhone: '13700137009',
      startDate: '2025-09-02',
      endDate: '2028-09-30',
      planEndDate: '2028-09-01',
      address: '浙江省杭州市萧山区奔竞大道355号',
      regionId: '330102',
      builderLicenseCode: '330109202509010399',
      longitude: 120.2925,
      latitude: 30.2325,
      latLngPoints: JSON.stringify(BOUNDARY.map(({ lng, lat }) => ({ lng: lng + 1e-9, lat }))),
      deadlineStatus: 1,
      deadlineStartDate: '2025-01-01 00:00:00',
      deadlineEndDate: '2030-12-31 23:59:59',
    };
    const answer = await server.post<ProjectDetail>(UPDATE, sent, admin);
    expect(answer).toMatchObject({ code: 200, message: '保存成功' });
    expect(answer.data).toEqual(await stored());
    expect(answer.data).toMatchObject({
      projectStatusName: '竣工',
      managerName: '刘志刚',
      regionName: '浙江省杭州市上城区',
      deadlineStatus: 1,
      deadlineEndDate: '2030-12-31 23:59:59',
      planEndDate: '2028-09-01',
    });
    // Stored rounded to 7 decimals.
    expect(JSON.parse(answer.data.latLngPoints ?? '[]')).toEqual(BOUNDARY);
  });

  it('refuses bad edits with the form’s messages and keeps the project as it was', async () => {
    const before = await stored();
    const good = await editable();
    const cases: [Partial<ProjectUpdate>, string][] = [
      [{ projectName: '  ' }, 'projectName: 请输入项目名称'],
      [{ managerPhone: '12345' }, 'managerPhone: 请输入正确的手机号码'],
      [{ startDate: null }, 'startDate: 请选择开工日期'],
      [{ endDate: '2020-01-01' }, 'endDate: 竣工日期不能早于开工日期'],
      [{ planEndDate: '2020-01-01' }, 'planEndDate: 计划竣工日期不能早于开工日期'],
      [
        { deadlineStatus: 1, deadlineStartDate: null },
        'deadlineStartDate: 开启使用期限时请选择开始和结束时间',
      ],
      [
        { deadlineStartDate: '2026-01-01 00:00:00', deadlineEndDate: '2025-01-01 00:00:00' },
        'deadlineStartDate: 使用期限的开始时间不能晚于结束时间',
      ],
      [{ latLngPoints: JSON.stringify(BOUNDARY.slice(0, 2)) }, 'latLngPoints: 项目边界至少需要3个点'],
      [{ latLngPoints: 'not json' }, 'latLngPoints: 项目边界格式不正确'],
      [{ regionId: '330100' }, 'regionId: 请选择所属区域（区县）'],
      [{ regionId: 'nowhere' }, 'regionId: 请选择所属区域（区县）'],
      [{ longitude: 200 }, 'longitude: 经度应在-180到180之间'],
    ];
    for (const [change, message] of cases) {
      expect(await server.post(UPDATE, { ...good, ...change }, admin)).toMatchObject({ code: 400, message });
    }
    expect((await server.post(UPDATE, { ...good, startDate: '2025/01/01' }, admin)).code).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('clears the boundary and the optional dates when sent empty', async () => {
    const answer = await server.post<ProjectDetail>(
      UPDATE,
      {
        ...(await editable()),
        latLngPoints: null,
        endDate: null,
        deadlineStatus: 0,
        deadlineStartDate: null,
        deadlineEndDate: null,
      },
      admin,
    );
    expect(answer.data).toMatchObject({ latLngPoints: null, endDate: null, deadlineStartDate: null });
  });

  it('refuses a member without cSiteProjectInfo', async () => {
    const main = await server.post<ProjectDetail>(QUERY, { projectId: DEMO_PROJECTS.main }, admin);
    const { regionName, ...body } = main.data;
    expect(await server.post(UPDATE, body, nobody)).toMatchObject({ code: 403 });
  });
});
