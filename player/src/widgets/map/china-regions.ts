/**
 * China's provinces and each province's cities (districts for the municipalities), from the maps
 * Apache ECharts 4 shipped: `echarts-maps-data` is an alias of echarts@4.9.0, the last release with
 * them, and only its JSON is read. They come in ECharts' compact encoding, decoded here to GeoJSON.
 */
import type { LngLat } from './geo';
import { once } from './once';

interface EncodedGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown;
  encodeOffsets: unknown;
}

interface EncodedFeature {
  id?: string;
  properties: { name: string; cp?: number[] };
  geometry: EncodedGeometry;
}

export interface EncodedCollection {
  features: EncodedFeature[];
}

/** A region's name, and its GB/T 2260 code where the file gives one. */
export interface Region {
  code: string;
  name: string;
}

export type RegionCollection = GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon, Region>;

const SCALE = 1024;

/**
 * One ring: each coordinate is two characters, offset by 64, zig-zag signed, and a delta from the
 * previous point (the first from the ring's offset), in 1/1024 degree.
 */
export function decodeRing(encoded: string, offset: [number, number]): LngLat[] {
  let [x, y] = offset;
  const ring: LngLat[] = [];
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64;
    const dy = encoded.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / SCALE, y / SCALE]);
  }
  return ring;
}

function decodePolygon(rings: string[], offsets: [number, number][]): LngLat[][] {
  return rings.map((ring, index) => decodeRing(ring, offsets[index]));
}

function decodeGeometry(geometry: EncodedGeometry): GeoJSON.Polygon | GeoJSON.MultiPolygon {
  if (geometry.type === 'Polygon') {
    const offsets = geometry.encodeOffsets as [number, number][];
    return { type: 'Polygon', coordinates: decodePolygon(geometry.coordinates as string[], offsets) };
  }
  const offsets = geometry.encodeOffsets as [number, number][][];
  return {
    type: 'MultiPolygon',
    coordinates: (geometry.coordinates as string[][]).map((rings, index) =>
      decodePolygon(rings, offsets[index]),
    ),
  };
}

/** The regions as GeoJSON, and their label points (ECharts' `cp`, the place the name is written). */
export function decodeRegions(encoded: EncodedCollection): {
  areas: RegionCollection;
  labels: GeoJSON.FeatureCollection<GeoJSON.Point, { name: string }>;
} {
  const areas: RegionCollection = { type: 'FeatureCollection', features: [] };
  const labels: GeoJSON.FeatureCollection<GeoJSON.Point, { name: string }> = {
    type: 'FeatureCollection',
    features: [],
  };
  for (const feature of encoded.features) {
    const { name, cp } = feature.properties;
    areas.features.push({
      type: 'Feature',
      properties: { code: feature.id ?? '', name },
      geometry: decodeGeometry(feature.geometry),
    });
    if (cp?.length === 2)
      labels.features.push({
        type: 'Feature',
        properties: { name },
        geometry: { type: 'Point', coordinates: cp },
      });
  }
  return { areas, labels };
}

function insideRing([x, y]: LngLat, ring: LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insidePolygon(point: LngLat, rings: LngLat[][]): boolean {
  return insideRing(point, rings[0]) && !rings.slice(1).some((hole) => insideRing(point, hole));
}

/** The region a point lies in, if any. */
export function regionAt(areas: RegionCollection, point: LngLat): Region | undefined {
  const found = areas.features.find(({ geometry }) =>
    geometry.type === 'Polygon'
      ? insidePolygon(point, geometry.coordinates as LngLat[][])
      : geometry.coordinates.some((polygon) => insidePolygon(point, polygon as LngLat[][])),
  );
  return found?.properties;
}

type Loader = () => Promise<{ default: unknown }>;

/** Each province's file of cities, by the province's code (GB/T 2260, the country file's feature id). */
const PROVINCE_CITIES: Record<string, Loader> = {
  '110000': () => import('echarts-maps-data/map/json/province/beijing.json'),
  '120000': () => import('echarts-maps-data/map/json/province/tianjin.json'),
  '130000': () => import('echarts-maps-data/map/json/province/hebei.json'),
  '140000': () => import('echarts-maps-data/map/json/province/shanxi.json'),
  '150000': () => import('echarts-maps-data/map/json/province/neimenggu.json'),
  '210000': () => import('echarts-maps-data/map/json/province/liaoning.json'),
  '220000': () => import('echarts-maps-data/map/json/province/jilin.json'),
  '230000': () => import('echarts-maps-data/map/json/province/heilongjiang.json'),
  '310000': () => import('echarts-maps-data/map/json/province/shanghai.json'),
  '320000': () => import('echarts-maps-data/map/json/province/jiangsu.json'),
  '330000': () => import('echarts-maps-data/map/json/province/zhejiang.json'),
  '340000': () => import('echarts-maps-data/map/json/province/anhui.json'),
  '350000': () => import('echarts-maps-data/map/json/province/fujian.json'),
  '360000': () => import('echarts-maps-data/map/json/province/jiangxi.json'),
  '370000': () => import('echarts-maps-data/map/json/province/shandong.json'),
  '410000': () => import('echarts-maps-data/map/json/province/henan.json'),
  '420000': () => import('echarts-maps-data/map/json/province/hubei.json'),
  '430000': () => import('echarts-maps-data/map/json/province/hunan.json'),
  '440000': () => import('echarts-maps-data/map/json/province/guangdong.json'),
  '450000': () => import('echarts-maps-data/map/json/province/guangxi.json'),
  '460000': () => import('echarts-maps-data/map/json/province/hainan.json'),
  '500000': () => import('echarts-maps-data/map/json/province/chongqing.json'),
  '510000': () => import('echarts-maps-data/map/json/province/sichuan.json'),
  '520000': () => import('echarts-maps-data/map/json/province/guizhou.json'),
  '530000': () => import('echarts-maps-data/map/json/province/yunnan.json'),
  '540000': () => import('echarts-maps-data/map/json/province/xizang.json'),
  '610000': () => import('echarts-maps-data/map/json/province/shanxi1.json'),
  '620000': () => import('echarts-maps-data/map/json/province/gansu.json'),
  '630000': () => import('echarts-maps-data/map/json/province/qinghai.json'),
  '640000': () => import('echarts-maps-data/map/json/province/ningxia.json'),
  '650000': () => import('echarts-maps-data/map/json/province/xinjiang.json'),
  '710000': () => import('echarts-maps-data/map/json/province/taiwan.json'),
  '810000': () => import('echarts-maps-data/map/json/province/xianggang.json'),
  '820000': () => import('echarts-maps-data/map/json/province/aomen.json'),
};

/**
 * The provinces of the country file, decoded once a page (about 1.2 MB of objects): every map's style
 * holds them, and each map at a site's zoom looks up its province in them.
 */
export const loadProvinces = once(async () => {
  const { default: country } = await import('echarts-maps-data/map/json/china.json');
  return decodeRegions(country as EncodedCollection);
});

/** The cities of one province by its code, or nothing for a code without a file. */
export async function loadCities(provinceCode: string) {
  const loader = PROVINCE_CITIES[provinceCode];
  if (!loader) return undefined;
  const { default: cities } = await loader();
  return decodeRegions(cities as EncodedCollection);
}

export const PROVINCE_CODES = Object.keys(PROVINCE_CITIES);
