/** @jsxImportSource preact */
import { MAP_ZOOM_PROJECT, type ProjectItem } from '@site/shared-schema';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { loadMapKit } from '../../map-kit';
import { useRuntime } from '../../runtime/context';
import { canvasPixelRatio } from '../../stage/scale';
import { px } from '../../stage/style';
import { EmptyBox, ErrorBox, LoadingBox, StaleBadge } from '../states';
import type { WidgetViewProps } from '../types';
import { BASEMAP_COLOURS } from './basemap-colours';
import { boundaryRing, gridLines, type LngLat, projectCentre } from './geo';

const BOUNDARY_SOURCE = 'project-boundary';
const GRID_SOURCE = 'project-grid';

const PROJECT_CALL = catalogueCall('VMap', 'project');
/**
 * VMap: a dark, fixed map of the project (no scroll zoom, no drag, no rotation; zoom 16) centred on its
 * longitude/latitude, with its boundary polygon dashed red and a marker. The base is config.json's
 * `mapStyleUrl` or `mapTileUrl`, or without one the offline dark basemap shipped with the player.
 * MapLibre (and the basemap data) load only when a screen has a map; the map draws at
 * devicePixelRatio × stage scale.
 */
export default function MapView({ component }: WidgetViewProps) {
  const runtime = useRuntime();
  const project = useWidgetCall<Partial<ProjectItem>>(PROJECT_CALL, component);
  const centre = useMemo(() => projectCentre(project.data), [project.data]);
  const ring = useMemo(() => boundaryRing(project.data?.latLngPoints), [project.data?.latLngPoints]);
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const scale = runtime.scale.value;
  const ratio = canvasPixelRatio(typeof window === 'undefined' ? 1 : window.devicePixelRatio, {
    scaleX: scale,
    scaleY: scale,
  });
  const { mapStyleUrl, mapTileUrl } = runtime.config;
  const source = useMemo(() => ({ mapStyleUrl, mapTileUrl }), [mapStyleUrl, mapTileUrl]);
  const [offline, setOffline] = useState(false);
  const hasCentre = centre !== null;

  // Create the map once there is a centre; a new style source re-creates it.
  useEffect(() => {
    const element = host.current;
    if (!element || !centre) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    let stopFollowing = () => {};
    (async () => {
      const { maplibregl, style, offline, follow } = await loadMapKit(source);
      if (disposed) return;
      const instance = new maplibregl.Map({
        container: element,
        style,
        center: centre,
        zoom: MAP_ZOOM_PROJECT,
        interactive: false,
        scrollZoom: false,
        dragPan: false,
        dragRotate: false,
        doubleClickZoom: false,
        touchZoomRotate: false,
        keyboard: false,
        boxZoom: false,
        attributionControl: false,
        pixelRatio: ratio,
        fadeDuration: 0,
      });
      map.current = instance;
      instance.on('error', (event) => console.warn('[player] map', event.error?.message ?? event));
      instance.on('load', () => {
        if (disposed) return;
        stopFollowing = follow(instance);
        setOffline(offline);
        setReady(true);
      });
      const markerElement = document.createElement('div');
      markerElement.className = 'pw-map-marker';
      markerElement.style.cssText =
        'width:18px;height:18px;border-radius:50%;background:#ff3b30;border:3px solid #fff;box-shadow:0 0 0 6px rgba(255,59,48,0.35)';
      marker.current = new maplibregl.Marker({ element: markerElement }).setLngLat(centre).addTo(instance);
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
      }
    })().catch((reason: unknown) => {
      if (!disposed) setError(reason instanceof Error ? reason.message : t('map.loadFailed'));
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      stopFollowing();
      marker.current?.remove();
      marker.current = null;
      map.current?.remove();
      map.current = null;
      setReady(false);
    };
  }, [hasCentre, source]);

  // Sharpness follows the stage scale without re-creating the map.
  useEffect(() => {
    map.current?.setPixelRatio(ratio);
  }, [ratio]);

  // Centre, marker, boundary and grid follow the project's data.
  useEffect(() => {
    const instance = map.current;
    if (!instance || !ready || !centre) return;
    instance.jumpTo({ center: centre as LngLat, zoom: MAP_ZOOM_PROJECT });
    marker.current?.setLngLat(centre);
    setGeoJson(instance, BOUNDARY_SOURCE, {
      type: 'FeatureCollection',
      features: ring
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }]
        : [],
    });
    if (!instance.getLayer('project-boundary-fill')) {
      instance.addLayer({
        id: 'project-boundary-fill',
        type: 'fill',
        source: BOUNDARY_SOURCE,
        paint: { 'fill-color': '#ff3b30', 'fill-opacity': 0.08 },
      });
      instance.addLayer({
        id: 'project-boundary-line',
        type: 'line',
        source: BOUNDARY_SOURCE,
        paint: { 'line-color': '#ff3b30', 'line-width': 2.5, 'line-dasharray': [3, 2] },
      });
    }
    if (offline) {
      setGeoJson(instance, GRID_SOURCE, gridLines(centre));
      if (!instance.getLayer('project-grid')) {
        instance.addLayer(
          {
            id: 'project-grid',
            type: 'line',
            source: GRID_SOURCE,
            paint: { 'line-color': BASEMAP_COLOURS.grid, 'line-width': 1 },
          },
          'project-boundary-fill',
        );
      }
    }
  }, [ready, centre, ring, offline]);

  const frame = {
    width: '100%',
    height: '100%',
    position: 'relative',
    overflow: 'hidden',
    borderRadius: px(component.style.borderRadius),
    background: BASEMAP_COLOURS.water,
  } as const;
  if (error) return <ErrorBox title={t('map.failed')} detail={error} />;
  if (!runtime.projectId)
    return (
      <div style={frame}>
        <EmptyBox text={t('map.noProject')} />
      </div>
    );
  if (!centre) {
    if (project.error && !project.data)
      return <ErrorBox title={t('map.projectFailed')} detail={project.error} />;
    if (project.loading)
      return (
        <div style={frame}>
          <LoadingBox />
        </div>
      );
    return (
      <div style={frame}>
        <EmptyBox text={t('map.noLocation')} />
      </div>
    );
  }
  return (
    <div style={frame}>
      <div ref={host} class="pw-map" style={{ position: 'absolute', inset: '0' }} />
      {project.stale ? <StaleBadge updatedAt={project.updatedAt} /> : null}
    </div>
  );
}

function setGeoJson(map: MapLibreMap, id: string, data: GeoJSON.GeoJSON): void {
  const source = map.getSource(id) as { setData?: (data: GeoJSON.GeoJSON) => void } | undefined;
  if (source?.setData) source.setData(data);
  else map.addSource(id, { type: 'geojson', data });
}
