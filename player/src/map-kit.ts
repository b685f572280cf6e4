/**
 * The map pieces of the player's VMap widget for other hosts (the console's map page), so both draw
 * the same dark map: MapLibre with its worker set, the basemap, and the project geometry helpers.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { loadMapStyle, type MapSource } from './widgets/map/map-style';

export { BASEMAP_COLOURS } from './widgets/map/basemap-colours';
export { boundaryRing, gridLines, type LngLat, projectCentre } from './widgets/map/geo';
export type { MapSource } from './widgets/map/map-style';

/**
 * Loads MapLibre and the map style on demand (see loadMapStyle), and for the offline basemap the
 * hook that loads the world and city layers as the view needs them: call `follow(map)` once the map
 * has loaded.
 */
export async function loadMapKit(source: MapSource = {}) {
  const [{ maplibregl }, { style, offline }] = await Promise.all([
    import('./widgets/map/maplibre'),
    loadMapStyle(source),
  ]);
  const follow: (map: MapLibreMap) => () => void = offline
    ? (await import('./widgets/map/basemap')).followView
    : () => () => undefined;
  return { maplibregl, style, offline, follow };
}
