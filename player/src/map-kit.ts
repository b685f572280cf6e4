/**
 * The map pieces of the player's VMap widget for other hosts (the console's map page), so both draw
 * the same dark map: MapLibre with its worker set, the basemap, and the project geometry helpers.
 */
import type { StyleSpecification } from 'maplibre-gl';

export { BASEMAP_COLOURS } from './widgets/map/basemap-colours';
export { boundaryRing, gridLines, type LngLat, projectCentre } from './widgets/map/geo';

/**
 * Loads MapLibre and the map style on demand: `styleUrl` when one is configured, else the offline dark
 * basemap shipped with the player.
 */
export async function loadMapKit(styleUrl = '') {
  const [{ maplibregl }, style] = await Promise.all([
    import('./widgets/map/maplibre'),
    styleUrl
      ? Promise.resolve<string | StyleSpecification>(styleUrl)
      : import('./widgets/map/basemap').then((basemap) => basemap.offlineStyle()),
  ]);
  return { maplibregl, style };
}
