/** Pure helpers of the map widget (no MapLibre here, so they are cheap to test). */

export type LngLat = [number, number];

function point(value: unknown): LngLat | null {
  if (Array.isArray(value) && value.length >= 2) {
    const lng = Number(value[0]);
    const lat = Number(value[1]);
    return valid(lng, lat) ? [lng, lat] : null;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const lng = Number(record.lng ?? record.longitude ?? record.lon);
    const lat = Number(record.lat ?? record.latitude);
    return valid(lng, lat) ? [lng, lat] : null;
  }
  return null;
}

function valid(lng: number, lat: number): boolean {
  return (
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90 &&
    !(lng === 0 && lat === 0)
  );
}

/** The project's boundary ring from `latLngPoints` (JSON text of {lng, lat}[] or [lng, lat][]), closed. */
export function boundaryRing(latLngPoints: unknown): LngLat[] | null {
  let value = latLngPoints;
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value)) return null;
  const ring = value.map(point).filter((p): p is LngLat => p !== null);
  if (ring.length < 3) return null;
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
  return ring;
}

/** The map centre: the project's longitude/latitude, else the middle of its boundary, else null. */
export function projectCentre(
  project: { longitude?: unknown; latitude?: unknown; latLngPoints?: unknown } | undefined,
): LngLat | null {
  if (!project) return null;
  const own = point({ lng: project.longitude, lat: project.latitude });
  if (own) return own;
  const ring = boundaryRing(project.latLngPoints);
  if (!ring) return null;
  const body = ring.slice(0, -1);
  const lng = body.reduce((sum, p) => sum + p[0], 0) / body.length;
  const lat = body.reduce((sum, p) => sum + p[1], 0) / body.length;
  return [lng, lat];
}

/** A fine grid around the centre (decoration of the offline basemap at street zoom). */
export function gridLines(
  centre: LngLat,
  step = 0.0005,
  extent = 0.02,
): GeoJSON.FeatureCollection<GeoJSON.LineString> {
  const features: GeoJSON.Feature<GeoJSON.LineString>[] = [];
  const [lng0, lat0] = [Math.round(centre[0] / step) * step, Math.round(centre[1] / step) * step];
  const count = Math.round(extent / step);
  for (let i = -count; i <= count; i += 1) {
    const lng = lng0 + i * step;
    const lat = lat0 + i * step;
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng, lat0 - extent],
          [lng, lat0 + extent],
        ],
      },
    });
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng0 - extent, lat],
          [lng0 + extent, lat],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
