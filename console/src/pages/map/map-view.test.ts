import type { ProjectItem } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CENTRE, infoRows, overviewOf, viewOf } from './map-view';

const project = {
  projectId: '1',
  projectName: '城南安置房一期工程',
  projectStatusName: '在建',
  projectTypeName: '房屋建筑工程',
  builderLicenseCode: '330102202503010101',
  regionName: '浙江省杭州市上城区',
  address: '望江路 88 号',
  longitude: 120.2101,
  latitude: 30.2501,
  latLngPoints: null,
} as ProjectItem;

describe('project map', () => {
  it('shows a located project close up and the overview around it', () => {
    expect(viewOf(project)).toEqual({ center: [120.2101, 30.2501], zoom: 16 });
    expect(overviewOf(project)).toEqual({ center: [120.2101, 30.2501], zoom: 5 });
  });

  it('falls back to the fixed centre at overview zoom without a location', () => {
    const nowhere = { ...project, longitude: null, latitude: null };
    expect(viewOf(nowhere)).toEqual({ center: FALLBACK_CENTRE, zoom: 5 });
    expect(viewOf(undefined)).toEqual({ center: FALLBACK_CENTRE, zoom: 5 });
  });

  it('lists the seed’s info window fields in order', () => {
    expect(infoRows(project).map((row) => row.value)).toEqual([
      '在建',
      '房屋建筑工程',
      '330102202503010101',
      '浙江省杭州市上城区',
      '望江路 88 号',
    ]);
  });
});
