import { describe, expect, it } from 'vitest';
import { boundaryRing, gridLines, projectCentre } from './geo';

describe('map geometry', () => {
  it('reads the boundary from latLngPoints and closes it', () => {
    const ring = boundaryRing('[{"lng":1,"lat":2},{"lng":3,"lat":2},{"lng":3,"lat":4}]');
    expect(ring).toEqual([
      [1, 2],
      [3, 2],
      [3, 4],
      [1, 2],
    ]);
    expect(boundaryRing('[[1,2],[3,2]]')).toBeNull();
    expect(boundaryRing('not json')).toBeNull();
  });

  it('centres on the project, or on its boundary', () => {
    expect(projectCentre({ longitude: 120.1, latitude: 30.2 })).toEqual([120.1, 30.2]);
    expect(
      projectCentre({ longitude: null, latitude: null, latLngPoints: '[[0,1],[2,1],[2,3],[0,3]]' }),
    ).toEqual([1, 2]);
    expect(projectCentre({})).toBeNull();
  });

  it('draws a bounded grid', () => {
    expect(gridLines([120, 30], 0.005, 0.01).features).toHaveLength(10);
  });
});
