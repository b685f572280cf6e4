import { t } from '../i18n';
import areaAttendance from './area-attendance/entry';
import attendanceLiveChart from './attendance-live-chart/entry';
import attendanceRate from './attendance-rate/entry';
import button from './button/entry';
import chart from './chart/entry';
import circle from './circle/entry';
import clock from './clock/entry';
import companyList from './company-list/entry';
import electricalStatistics from './electrical-statistics/entry';
import electricalWarn from './electrical-warn/entry';
import electricityChart from './electricity-chart/entry';
import entryExitRecord from './entry-exit-record/entry';
import environmentMonitor from './environment-monitor/entry';
import group from './group/entry';
import leakageChart from './leakage-chart/entry';
import lift from './lift/entry';
import line from './line/entry';
import map from './map/entry';
import notice from './notice/entry';
import outInLiveChart from './out-in-live-chart/entry';
import personCount from './person-count/entry';
import picture from './picture/entry';
import polygon from './polygon/entry';
import projectInfo from './project-info/entry';
import projectName from './project-name/entry';
import rect from './rect/entry';
import star from './star/entry';
import table from './table/entry';
import teamCount from './team-count/entry';
import text from './text/entry';
import timing from './timing/entry';
import towerCrane from './tower-crane/entry';
import triangle from './triangle/entry';
import type { PlayerWidgetEntry, WidgetView } from './types';
import vehicleRecord from './vehicle-record/entry';
import video from './video/entry';
import videoMonitor from './video-monitor/entry';
import weatherClock from './weather-clock/entry';
import workTypeCount from './work-type-count/entry';

/**
 * Component type → lazily loaded view. The entries are tiny and always loaded; a view (and whatever
 * heavy library it needs: ECharts, MapLibre, uPlot) loads only when a screen uses the type.
 * Listed explicitly: no glob, so nothing is bundled eagerly by accident.
 */
const ENTRIES: readonly PlayerWidgetEntry[] = [
  text,
  projectName,
  notice,
  clock,
  timing,
  picture,
  video,
  button,
  table,
  chart,
  map,
  rect,
  circle,
  line,
  triangle,
  star,
  polygon,
  group,
  environmentMonitor,
  towerCrane,
  areaAttendance,
  attendanceLiveChart,
  attendanceRate,
  companyList,
  entryExitRecord,
  outInLiveChart,
  personCount,
  projectInfo,
  teamCount,
  weatherClock,
  workTypeCount,
  lift,
  vehicleRecord,
  electricityChart,
  leakageChart,
  electricalWarn,
  electricalStatistics,
  videoMonitor,
];

export const REGISTRY: ReadonlyMap<string, PlayerWidgetEntry> = new Map(
  ENTRIES.map((entry) => [entry.type, entry]),
);

export function entryOf(type: string): PlayerWidgetEntry | undefined {
  return REGISTRY.get(type);
}

const views = new Map<string, Promise<WidgetView>>();
const ready = new Map<string, WidgetView>();

/** Loads (once) the view of a type; a failed load is forgotten so the next mount retries. */
export function loadView(type: string): Promise<WidgetView> {
  const entry = REGISTRY.get(type);
  if (!entry) return Promise.reject(new Error(t('component.unknownType', { type })));
  if ('view' in entry) return Promise.resolve(entry.view);
  let pending = views.get(type);
  if (!pending) {
    pending = entry.load().then(
      (module) => {
        ready.set(type, module.default);
        return module.default;
      },
      (error: unknown) => {
        views.delete(type);
        throw error;
      },
    );
    views.set(type, pending);
  }
  return pending;
}

/** The view of a type if already loaded (lets a re-render skip the loading frame). */
export function loadedView(type: string): WidgetView | undefined {
  const entry = REGISTRY.get(type);
  return entry && 'view' in entry ? entry.view : ready.get(type);
}

/** Every type the screen uses, group children included: preload their views in parallel at boot. */
export function preloadViews(types: Iterable<string>): Promise<unknown> {
  return Promise.allSettled([...new Set(types)].filter((type) => REGISTRY.has(type)).map(loadView));
}
