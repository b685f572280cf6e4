/**
 * The offline dark basemap: land and country borders of world-atlas (Natural Earth 1:50m, TopoJSON),
 * China's provinces and, near the view, one province's cities, all GeoJSON sources of an inline style:
 * no tile server, no sprite, nothing from a CDN, so the map works on an intranet. Loaded only when no
 * tile source is configured.
 *
 * A 1:50m coastline magnified past zoom 7 draws kilometre-wide steps through a site, so the world
 * layers give way there to a plain land colour, and only the finer province and city lines remain.
 * Their data loads only when a view zooms out that far: a wall's map of its site never does, and
 * MapLibre copies a GeoJSON source to its worker field by field on the main thread (about 140 ms a
 * map on 2 cores for the world's 1:50m land and borders, most of a wall's start with three maps).
 */
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { BASEMAP_COLOURS } from './basemap-colours';
import { loadCities, loadProvinces, regionAt } from './china-regions';
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

/**
 * The world's land and country borders, decoded for a view that shows them (not kept for the page:
 * about 6 MB of objects, for a console that has left its map).
 */
async function worldLayers() {
  const { default: countries } = await import('world-atlas/countries-50m.json');
  const topology = countries as unknown as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    land: feature(topology, topology.objects.land),
    borders: { type: 'Feature', properties: {}, geometry: borders } as GeoJSON.GeoJSON,
  };
}

/** The style, with the world layers empty until a view shows them (see followView). */
export async function offlineStyle(): Promise<StyleSpecification> {
  const provinces = await loadProvinces();
  return {
    version: 8,
    name: 'player-offline-dark',
    glyphs: GLYPHS,
    sources: {
      land: { type: 'geojson', data: EMPTY },
      borders: { type: 'geojson', data: EMPTY },
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
 * Loads what the view shows as it settles: the world layers the first time it zooms out past
 * WORLD_MAX_ZOOM, and at a zoom that shows cities, those of the province under its centre (so an
 * overview of the country loads none). Answers a function that stops.
 */
export function followView(map: MapLibreMap): () => void {
  let world = false;
  let shown: string | undefined;
  const showWorld = async () => {
    if (world || map.getZoom() >= WORLD_MAX_ZOOM || !map.getSource('land')) return;
    world = true;
    const { land, borders } = await worldLayers();
    setData(map, 'land', land);
    setData(map, 'borders', borders);
  };
  const showCities = async () => {
    if (map.getZoom() < CITY_MIN_ZOOM || !map.getSource('cities')) return;
    const provinces = (await loadProvinces()).areas;
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
    showWorld().catch((error: unknown) => {
      world = false;
      console.warn('[map] world', error);
    });
    showCities().catch((error: unknown) => console.warn('[map] cities', error));
  };
  map.on('moveend', onMoveEnd);
  onMoveEnd();
  return () => {
    map.off('moveend', onMoveEnd);
  };
}
