import { checkProjectUpdate, type ProjectDetail, type RegionNode } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { formFieldOf, regionPath, toFormValues, toUpdate } from './project-form';

const TREE: RegionNode[] = [
  {
    regionId: '330000',
    regionName: '浙江省',
    children: [
      { regionId: '330100', regionName: '杭州市', children: [{ regionId: '330102', regionName: '上城区' }] },
    ],
  },
];

const PROJECT: ProjectDetail = {
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
  address: '望江东路288号',
  regionId: '330102',
  regionName: '浙江省杭州市上城区',
  builderLicenseCode: '330102202503010101',
  longitude: 120.2101,
  latitude: 30.2501,
  latLngPoints: null,
};

describe('the project-info form', () => {
  it('finds the region’s path in the tree for the cascader', () => {
    expect(regionPath(TREE, '330102')).toEqual(['330000', '330100', '330102']);
    expect(regionPath(TREE, 'nowhere')).toEqual([]);
  });

  it('sends back what it was given, with the boundary as drawn', () => {
    const points = [
      { lng: 1, lat: 2 },
      { lng: 2, lat: 2 },
      { lng: 2, lat: 3 },
    ];
    const { regionName, ...stored } = PROJECT;
    expect(toUpdate('1', toFormValues(PROJECT, TREE), points)).toEqual({
      ...stored,
      latLngPoints: JSON.stringify(points),
    });
  });

  it('sends the deadline range as its two ends and an empty date as null', () => {
    const values = {
      ...toFormValues(PROJECT, TREE),
      endDate: '',
      deadlineStatus: true,
      deadlineRange: ['2025-01-01 00:00:00', '2025-12-31 23:59:59'],
    };
    expect(toUpdate('1', values, [])).toMatchObject({
      endDate: null,
      deadlineStatus: 1,
      deadlineStartDate: '2025-01-01 00:00:00',
      deadlineEndDate: '2025-12-31 23:59:59',
      latLngPoints: null,
    });
  });

  it('shows the checks’ problems on the controls that hold them', () => {
    const update = toUpdate(
      '1',
      { ...toFormValues(PROJECT, TREE), deadlineStatus: true, deadlineRange: undefined },
      [],
    );
    expect(checkProjectUpdate(update, []).map(({ field }) => formFieldOf(field))).toEqual(['deadlineRange']);
  });
});
