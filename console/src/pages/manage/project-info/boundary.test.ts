import { describe, expect, it } from 'vitest';
import { boundaryFeatures, movePoint, toPoint } from './boundary';

describe('the boundary drawn on the map', () => {
  const points = [toPoint(120.1, 30.1), toPoint(120.2, 30.1), toPoint(120.2, 30.2)];

  it('is a closed polygon from three points, a line of two and nothing of one', () => {
    const [polygon] = boundaryFeatures(points).features;
    expect(polygon.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [120.1, 30.1],
          [120.2, 30.1],
          [120.2, 30.2],
          [120.1, 30.1],
        ],
      ],
    });
    expect(boundaryFeatures(points.slice(0, 2)).features[0].geometry.type).toBe('LineString');
    expect(boundaryFeatures(points.slice(0, 1)).features).toEqual([]);
  });

  it('keeps 7 decimals of a click and moves one vertex', () => {
    expect(toPoint(120.123456789, 30.987654321)).toEqual({ lng: 120.1234568, lat: 30.9876543 });
    expect(movePoint(points, 1, toPoint(121, 31))[1]).toEqual({ lng: 121, lat: 31 });
  });
});
