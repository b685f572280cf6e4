import { Button } from '@arco-design/web-react';
import { IconHome, IconZoomOut } from '@arco-design/web-react/icon';
import { BASEMAP_COLOURS, boundaryRing, gridLines, projectCentre } from '@site/player';
import type { ProjectItem } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rememberProject, session } from '../../app/store/session';
import { InfoWindow } from './InfoWindow';
import { overviewOf, viewOf } from './map-view';
import { type MapInstance, setGeoJson, useMap } from './use-map';
import './map.css';
import { StatusResult } from '../../app/StatusResult';

export const DASHBOARD_PATH = '/index/dashboard';
const BOUNDARY = 'project-boundary';
const GRID = 'project-grid';

/** The selected project's dashed red boundary, and around it the street grid of the offline basemap. */
function drawProject(map: MapInstance, project: ProjectItem, offline: boolean): void {
  const ring = boundaryRing(project.latLngPoints);
  const centre = projectCentre(project);
  setGeoJson(map, BOUNDARY, {
    type: 'FeatureCollection',
    features: ring
      ? [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }]
      : [],
  });
  if (offline) {
    setGeoJson(map, GRID, centre ? gridLines(centre) : { type: 'FeatureCollection', features: [] });
    if (!map.getLayer(GRID))
      map.addLayer({
        id: GRID,
        type: 'line',
        source: GRID,
        paint: { 'line-color': BASEMAP_COLOURS.grid, 'line-width': 1 },
      });
  }
  if (map.getLayer('project-boundary-line')) return;
  map.addLayer({
    id: 'project-boundary-fill',
    type: 'fill',
    source: BOUNDARY,
    paint: { 'fill-color': '#ff3b30', 'fill-opacity': 0.08 },
  });
  map.addLayer({
    id: 'project-boundary-line',
    type: 'line',
    source: BOUNDARY,
    paint: { 'line-color': '#ff3b30', 'line-width': 2.5, 'line-dasharray': [3, 2] },
  });
}

/**
 * /map (seed 000 §2): a dark map of the user's projects, the current one selected with its boundary and
 * info window; a marker selects another. Clicking the name enters that project and opens the Dashboard.
 */
export default function MapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectList = session.use((state) => state.projectList);
  const current = session.use((state) => state.projectItem);
  const [selected, setSelected] = useState<ProjectItem | undefined>(current);
  const host = useRef<HTMLDivElement>(null);
  const infoNode = useMemo(() => document.createElement('div'), []);
  // The map opens on the current project; the selection moves it afterwards.
  const [initialView] = useState(() => viewOf(current));

  const { loaded, failure } = useMap(host, initialView);

  useEffect(() => {
    if (!loaded) return;
    const markers = projectList.flatMap((project) => {
      const centre = projectCentre(project);
      if (!centre) return [];
      const element = document.createElement('div');
      element.className = 'project-map__marker';
      element.title = project.projectName;
      element.dataset.testid = `map-marker-${project.projectId}`;
      element.addEventListener('click', () => setSelected(project));
      return [new loaded.kit.maplibregl.Marker({ element }).setLngLat(centre).addTo(loaded.map)];
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [loaded, projectList]);

  useEffect(() => {
    const centre = projectCentre(selected);
    if (!loaded || !selected || !centre) return;
    drawProject(loaded.map, selected, loaded.kit.offline);
    loaded.map.jumpTo(viewOf(selected));
    const popup = new loaded.kit.maplibregl.Popup({
      closeButton: false,
      closeOnClick: false,
      offset: 18,
      maxWidth: '380px',
    })
      .setLngLat(centre)
      .setDOMContent(infoNode)
      .addTo(loaded.map);
    return () => {
      popup.remove();
    };
  }, [loaded, selected, infoNode]);

  const enter = (project: ProjectItem) => {
    if (project.projectId === current?.projectId) {
      navigate(DASHBOARD_PATH);
      return;
    }
    // Entering another project loads everything for it, as the project selector does.
    rememberProject(project.projectId);
    window.location.assign(DASHBOARD_PATH);
  };

  return (
    <div className="project-map" data-testid="map-page">
      <div ref={host} className="project-map__canvas" data-testid="map-canvas" />
      <div className="project-map__bar">
        <span className="project-map__title">{t('map.title')}</span>
        <Button
          size="small"
          icon={<IconZoomOut />}
          data-testid="map-overview"
          onClick={() => loaded?.map.jumpTo(overviewOf(selected))}
        >
          {t('map.overview')}
        </Button>
        <Button size="small" icon={<IconHome />} data-testid="map-back" onClick={() => navigate('/')}>
          {t('dataScreen.backToAdmin')}
        </Button>
      </div>
      {failure && (
        <StatusResult
          className="project-map__failure"
          status="error"
          title={t('map.failed')}
          subTitle={failure}
        />
      )}
      {selected && createPortal(<InfoWindow project={selected} onEnter={() => enter(selected)} />, infoNode)}
    </div>
  );
}
