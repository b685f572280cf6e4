import { Button, Radio } from '@arco-design/web-react';
import { BASEMAP_COLOURS, gridLines } from '@site/player';
import type { LatLngPoint, ProjectItem } from '@site/shared-schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../app/StatusResult';
import { type MapView, viewOf } from '../../map/map-view';
import { type MapInstance, setGeoJson, useMap } from '../../map/use-map';
import { boundaryFeatures, movePoint, toPoint } from './boundary';

type Mode = 'view' | 'draw' | 'locate';

const BOUNDARY = 'edit-boundary';

export interface BoundaryEditorProps {
  /** The project as stored: where the map opens. */
  project: ProjectItem;
  points: LatLngPoint[];
  onPoints(points: LatLngPoint[]): void;
  /** The project's location, its marker; clicking in locate mode moves it. */
  location: LatLngPoint | null;
  onLocation(point: LatLngPoint): void;
}

/** The boundary's layers as /map draws them: a dashed red line over a light fill. */
function addBoundaryLayers(map: MapInstance, view: MapView, offline: boolean): void {
  setGeoJson(map, BOUNDARY, boundaryFeatures([]));
  if (offline) {
    setGeoJson(map, 'edit-grid', gridLines(view.center));
    map.addLayer({
      id: 'edit-grid',
      type: 'line',
      source: 'edit-grid',
      paint: { 'line-color': BASEMAP_COLOURS.grid, 'line-width': 1 },
    });
  }
  map.addLayer({
    id: 'edit-boundary-fill',
    type: 'fill',
    source: BOUNDARY,
    paint: { 'fill-color': '#ff3b30', 'fill-opacity': 0.08 },
  });
  map.addLayer({
    id: 'edit-boundary-line',
    type: 'line',
    source: BOUNDARY,
    paint: { 'line-color': '#ff3b30', 'line-width': 2.5, 'line-dasharray': [3, 2] },
  });
}

/**
 * The project's boundary on the map of /map: in draw mode a click adds a vertex, every vertex can be
 * dragged, the last one undone or all cleared; in locate mode a click places the project's marker.
 */
export function BoundaryEditor({ project, points, onPoints, location, onLocation }: BoundaryEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>('view');
  // The map's click handler is bound once; it reads the latest values through this ref.
  const latest = useRef({ mode, points, onPoints, onLocation });
  latest.current = { mode, points, onPoints, onLocation };
  const [initialView] = useState(() => viewOf(project));

  const { loaded, failure } = useMap(host, initialView, {
    doubleClickZoom: false,
    onLoad: ({ kit, map }) => {
      addBoundaryLayers(map, initialView, kit.offline);
      map.on('click', (event) => {
        const { mode: now, points: drawn } = latest.current;
        const point = toPoint(event.lngLat.lng, event.lngLat.lat);
        if (now === 'draw') latest.current.onPoints([...drawn, point]);
        if (now === 'locate') latest.current.onLocation(point);
      });
    },
  });

  useEffect(() => {
    if (!loaded) return;
    setGeoJson(loaded.map, BOUNDARY, boundaryFeatures(points));
    const vertices = points.map((point, index) => {
      const element = document.createElement('div');
      element.className = 'boundary-editor__vertex';
      element.dataset.testid = 'boundary-vertex';
      const marker = new loaded.kit.maplibregl.Marker({ element, draggable: true })
        .setLngLat([point.lng, point.lat])
        .addTo(loaded.map);
      marker.on('dragend', () => {
        const { lng, lat } = marker.getLngLat();
        latest.current.onPoints(movePoint(latest.current.points, index, toPoint(lng, lat)));
      });
      return marker;
    });
    return () => {
      for (const vertex of vertices) vertex.remove();
    };
  }, [loaded, points]);

  useEffect(() => {
    if (!loaded || !location) return;
    const element = document.createElement('div');
    element.className = 'boundary-editor__location';
    element.dataset.testid = 'boundary-location';
    const marker = new loaded.kit.maplibregl.Marker({ element })
      .setLngLat([location.lng, location.lat])
      .addTo(loaded.map);
    return () => {
      marker.remove();
    };
  }, [loaded, location]);

  useEffect(() => {
    if (loaded) loaded.map.getCanvas().style.cursor = mode === 'view' ? '' : 'crosshair';
  }, [loaded, mode]);

  return (
    <div className="boundary-editor" data-testid="boundary-editor">
      <div className="boundary-editor__bar">
        <Radio.Group type="button" size="small" value={mode} onChange={setMode} data-testid="boundary-mode">
          <Radio value="view">{t('projectInfo.map.view')}</Radio>
          <Radio value="draw" data-testid="boundary-draw">
            {t('projectInfo.map.draw')}
          </Radio>
          <Radio value="locate" data-testid="boundary-locate">
            {t('projectInfo.map.locate')}
          </Radio>
        </Radio.Group>
        <Button
          size="small"
          disabled={points.length === 0}
          onClick={() => onPoints(points.slice(0, -1))}
          data-testid="boundary-undo"
        >
          {t('projectInfo.map.undo')}
        </Button>
        <Button
          size="small"
          status="danger"
          disabled={points.length === 0}
          onClick={() => onPoints([])}
          data-testid="boundary-clear"
        >
          {t('projectInfo.map.clear')}
        </Button>
        <span className="boundary-editor__count" data-testid="boundary-count">
          {t('projectInfo.map.count', { count: points.length })}
        </span>
      </div>
      <div className="boundary-editor__hint">{t(`projectInfo.map.hint.${mode}`)}</div>
      <div ref={host} className="boundary-editor__canvas" data-testid="boundary-canvas" />
      {failure && <StatusResult status="error" title={t('map.failed')} subTitle={failure} />}
    </div>
  );
}
