import { describe, expect, it } from 'vitest';
import { decodeRing, loadCities, loadProvinces, PROVINCE_CODES, regionAt } from './china-regions';

describe('china regions', () => {
  it('decodes zig-zag deltas from the ring offset, in 1/1024 degree', () => {
    // 'B' = +1, 'A' = -1, '@' = 0.
    expect(decodeRing('BAB@', [1024, 2048])).toEqual([
      [1025 / 1024, 2047 / 1024],
      [1026 / 1024, 2047 / 1024],
    ]);
  });

  it('finds the province of a point, with a city file for every province', async () => {
    const { areas, labels } = await loadProvinces();
    expect(areas.features.map((feature) => feature.properties.code).sort()).toEqual(
      [...PROVINCE_CODES].sort(),
    );
    expect(labels.features).toHaveLength(areas.features.length);
    expect(regionAt(areas, [120.17, 30.24])).toEqual({ code: '330000', name: '浙江' });
    expect(regionAt(areas, [116.4, 39.9])?.name).toBe('北京');
    expect(regionAt(areas, [104.07, 30.57])?.name).toBe('四川');
    expect(regionAt(areas, [160, 10])).toBeUndefined();
  });

  it('loads the cities of a province, each holding its own label point', async () => {
    const cities = await loadCities('330000');
    expect(cities?.areas.features.length).toBe(11);
    for (const label of cities?.labels.features ?? []) {
      const [lng, lat] = label.geometry.coordinates;
      expect(regionAt(cities!.areas, [lng, lat])?.name).toBe(label.properties.name);
    }
    expect(regionAt(cities!.areas, [120.17, 30.24])?.name).toBe('杭州市');
    expect(await loadCities('990000')).toBeUndefined();
  });
});
