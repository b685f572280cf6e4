/**
 * Where a map's base comes from, as config.json says: a MapLibre style URL, else an XYZ raster tile
 * URL (`{z}/{x}/{y}`), else the offline dark basemap shipped with the player.
 */
import type { StyleSpecification } from 'maplibre-gl';

export interface MapSource {
  mapStyleUrl?: string;
  mapTileUrl?: string;
}

/** A style of one raster layer over the tile URL. */
export function rasterStyle(tileUrl: string): StyleSpecification {
  return {
    version: 8,
    name: 'configured-tiles',
    sources: { tiles: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/** The style to open, and whether it is the offline basemap (which draws its own grid and cities). */
export async function loadMapStyle(
  source: MapSource,
): Promise<{ style: string | StyleSpecification; offline: boolean }> {
  if (source.mapStyleUrl) return { style: source.mapStyleUrl, offline: false };
  if (source.mapTileUrl) return { style: rasterStyle(source.mapTileUrl), offline: false };
  const basemap = await import('./basemap');
  return { style: await basemap.offlineStyle(), offline: true };
}
