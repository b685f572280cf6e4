/**
 * The offline dark basemap: land and country borders of world-atlas (Natural Earth 1:50m, TopoJSON),
 * China's provinces and, near the view, one province's cities, all GeoJSON sources of an inline style:
 * no tile server, no sprite, nothing from a CDN, so the map works on an intranet. Loaded only when no
 * tile source is configured.
 *
 * A 1:50m coastline magnified past zoom 7 draws kilometre-wide steps through a site, so the world
 * layers give way there to a plain land colour, and only the finer province and city lines remain.
 */
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-50m.json';
import { BASEMAP_COLOURS } from './basemap-colours';
import { loadCities, loadProvinces, type RegionCollection, regionAt } from './china-regions';
import type { LngLat } from './geo';

/** Past this zoom the world outline is too coarse to draw. */
const WORLD_MAX_ZOOM = 7;
const CITY_MIN_ZOOM = 6;
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * Labels are Chinese names only, which MapLibre draws with the local font (`localIdeographFontFamily`),
 * so no glyph is ever fetched; the style still has to name a glyph URL to hold text layers.
 */
const GLYPHS = 'http://localhost/glyphs/{fontstack}/{range}.pbf';

function label(id: string, source: string, minzoom: number, maxzoom: number, size: number) {
  return {
    id,
    type: 'symbol' as const,
    source,
    minzoom,
    maxzoom,
    layout: { 'text-field': ['get', 'name'], 'text-size': size, 'text-font': ['sans-serif'] },
    paint: {
      'text-color': BASEMAP_COLOURS.label,
      'text-halo-color': BASEMAP_COLOURS.water,
      'text-halo-width': 1.5,
    },
  } satisfies StyleSpecification['layers'][number];
}

export async function offlineStyle(): Promise<StyleSpecification> {
  const topology = countries as unknown as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const provinces = await loadProvinces();
  return {
    version: 8,
    name: 'player-offline-dark',
    glyphs: GLYPHS,
    sources: {
      land: { type: 'geojson', data: land as GeoJSON.GeoJSON },
      borders: {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: borders } as GeoJSON.GeoJSON,
      },
      provinces: { type: 'geojson', data: provinces.areas },
      'province-labels': { type: 'geojson', data: provinces.labels },
      cities: { type: 'geojson', data: EMPTY },
      'city-labels': { type: 'geojson', data: EMPTY },
    },
    layers: [
      {
        id: 'water',
        type: 'background',
        paint: {
          'background-color': ['step', ['zoom'], BASEMAP_COLOURS.water, WORLD_MAX_ZOOM, BASEMAP_COLOURS.land],
        },
      },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        maxzoom: WORLD_MAX_ZOOM,
        paint: { 'fill-color': BASEMAP_COLOURS.land },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        maxzoom: WORLD_MAX_ZOOM,
        paint: { 'line-color': BASEMAP_COLOURS.border, 'line-width': 1 },
      },
      {
        id: 'cities',
        type: 'line',
        source: 'cities',
        minzoom: CITY_MIN_ZOOM,
        paint: { 'line-color': BASEMAP_COLOURS.border, 'line-width': 1, 'line-dasharray': [4, 3] },
      },
      {
        id: 'provinces',
        type: 'line',
        source: 'provinces',
        minzoom: 3,
        paint: { 'line-color': BASEMAP_COLOURS.province, 'line-width': 1.2 },
      },
      label('province-labels', 'province-labels', 3, CITY_MIN_ZOOM + 1, 12),
      label('city-labels', 'city-labels', CITY_MIN_ZOOM + 1, 24, 13),
    ],
  };
}

function setData(map: MapLibreMap, id: string, data: GeoJSON.GeoJSON): void {
  (map.getSource(id) as { setData?: (value: GeoJSON.GeoJSON) => void } | undefined)?.setData?.(data);
}

/**
 * Keeps the city layer on the province under the view's centre: loaded when the view settles at a
 * zoom that shows cities, so an overview of the country loads none. Answers a function that stops.
 */
export function followCities(map: MapLibreMap): () => void {
  let provinces: RegionCollection | undefined;
  let shown: string | undefined;
  const update = async () => {
    if (map.getZoom() < CITY_MIN_ZOOM || !map.getSource('cities')) return;
    provinces ??= (await loadProvinces()).areas;
    const { lng, lat } = map.getCenter();
    const province = regionAt(provinces, [lng, lat] as LngLat)?.code;
    if (!province || province === shown) return;
    shown = province;
    const cities = await loadCities(province);
    if (!cities || shown !== province) return;
    setData(map, 'cities', cities.areas);
    setData(map, 'city-labels', cities.labels);
  };
  const onMoveEnd = () => {
    update().catch((error: unknown) => console.warn('[map] cities', error));
  };
  map.on('moveend', onMoveEnd);
  onMoveEnd();
  return () => {
    map.off('moveend', onMoveEnd);
  };
}
