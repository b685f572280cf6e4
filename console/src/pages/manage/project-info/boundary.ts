import type { LatLngPoint } from '@site/shared-schema';

/** The drawn points as a GeoJSON collection: a closed polygon from 3 points, a line before that. */
export function boundaryFeatures(points: readonly LatLngPoint[]): GeoJSON.FeatureCollection {
  const coordinates = points.map(({ lng, lat }) => [lng, lat]);
  if (coordinates.length >= 3) {
    return {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [[...coordinates, coordinates[0]]] },
        },
      ],
    };
  }
  return {
    type: 'FeatureCollection',
    features:
      coordinates.length === 2
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }]
        : [],
  };
}

/** A clicked position as a point, rounded to 7 decimals (about 1 cm), as the server stores it. */
export const toPoint = (lng: number, lat: number): LatLngPoint => ({
  lng: Number(lng.toFixed(7)),
  lat: Number(lat.toFixed(7)),
});

/** The points with one moved. */
export const movePoint = (points: readonly LatLngPoint[], index: number, to: LatLngPoint): LatLngPoint[] =>
  points.map((point, at) => (at === index ? to : point));
