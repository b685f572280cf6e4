/**
 * MapLibre GL, loaded only when a screen has a map. Its worker is a separate file after bundling:
 * point MapLibre at it explicitly (maplibre-gl 6 does not find it by itself once bundled).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
