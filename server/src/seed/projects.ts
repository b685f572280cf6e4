import type { LatLngPoint } from '@site/shared-schema';
import type { Database } from '../db/client';
import { projects, projectUsers } from '../db/schema';
import { DEMO_ORG_ID, DEMO_PROJECTS, DEMO_USERS } from './demo';

const MAIN_BOUNDARY: LatLngPoint[] = [
  { lng: 120.2081, lat: 30.2518 },
  { lng: 120.2124, lat: 30.2519 },
  { lng: 120.2127, lat: 30.2486 },
  { lng: 120.2096, lat: 30.2481 },
  { lng: 120.2079, lat: 30.2497 },
];

const SCIENCE_PARK_BOUNDARY: LatLngPoint[] = [
  { lng: 120.2098, lat: 30.2101 },
  { lng: 120.2134, lat: 30.2099 },
  { lng: 120.2131, lat: 30.2068 },
  { lng: 120.2096, lat: 30.207 },
];

const base = { orgId: DEMO_ORG_ID, projectStatusName: '在建', projectTypeName: '房屋建筑工程' };

export async function seedProjects(db: Database): Promise<void> {
  await db.insert(projects).values([
    {
      ...base,
      id: DEMO_PROJECTS.main,
      projectName: '城南安置房一期工程',
      sort: 1,
      managerName: '张建国',
      managerPhone: '13800138001',
      startDate: '2025-03-01',
      endDate: '2027-06-30',
      planEndDate: '2027-05-31',
      address: '浙江省杭州市上城区望江东路288号',
      regionId: '330102',
      builderLicenseCode: '330102202503010101',
      longitude: 120.2101,
      latitude: 30.2501,
      latLngPoints: JSON.stringify(MAIN_BOUNDARY),
    },
    {
      ...base,
      id: DEMO_PROJECTS.pastDeadline,
      projectName: '滨江科创园二期',
      sort: 2,
      deadlineStatus: 1,
      deadlineStartDate: '2024-01-01 00:00:00',
      deadlineEndDate: '2025-12-31 23:59:59',
      projectTypeName: '工业建筑工程',
      managerName: '陈立新',
      managerPhone: '13900139002',
      startDate: '2024-01-15',
      endDate: '2025-12-31',
      planEndDate: '2025-12-31',
      address: '浙江省杭州市滨江区江南大道1001号',
      regionId: '330108',
      builderLicenseCode: '330108202401150201',
      longitude: 120.2115,
      latitude: 30.2084,
      latLngPoints: JSON.stringify(SCIENCE_PARK_BOUNDARY),
    },
    {
      ...base,
      id: DEMO_PROJECTS.longName,
      projectName: '杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程',
      sort: 3,
      projectTypeName: '市政工程',
      managerName: '刘志强',
      managerPhone: '13700137003',
      startDate: '2025-09-01',
      endDate: '2028-08-31',
      planEndDate: '2028-08-31',
      address: '浙江省杭州市萧山区奔竞大道353号',
      regionId: '330109',
      builderLicenseCode: '330109202509010301',
      longitude: 120.2925,
      latitude: 30.2325,
    },
    {
      ...base,
      id: DEMO_PROJECTS.disabled,
      projectName: '余杭区仓储物流中心',
      sort: 4,
      enabled: false,
      projectStatusName: '停工',
      managerName: '王停用',
      startDate: '2023-04-01',
      address: '浙江省杭州市余杭区良渚街道',
      regionId: '330110',
      longitude: 120.0268,
      latitude: 30.3714,
    },
  ]);
  const { main, pastDeadline, longName, disabled } = DEMO_PROJECTS;
  await db
    .insert(projectUsers)
    .values([
      ...[DEMO_USERS.admin, DEMO_USERS.manager].flatMap((userId) =>
        [main, pastDeadline, longName].map((projectId) => ({ projectId, userId })),
      ),
      { projectId: main, userId: DEMO_USERS.nobody },
      { projectId: disabled, userId: DEMO_USERS.noproject },
    ]);
}
