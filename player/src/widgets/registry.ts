import type { ScreenComponent } from '@site/shared-schema';
import { t } from '../i18n';
import { collectTypes } from '../stage/types';
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
 * Component type → view. The entries are tiny and always loaded; the views other than text and the
 * shapes load together (lazy-views.ts) when a screen first uses one, and whatever heavy library a
 * view needs (ECharts, MapLibre, uPlot) only when it needs it.
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

type LazyViews = typeof import('./lazy-views')['LAZY_VIEWS'];
let lazyViews: Promise<LazyViews> | null = null;
let loadedLazyViews: LazyViews | null = null;

/** Loads (once) the view of a type; a failed load is forgotten so the next mount retries. */
export async function loadView(type: string): Promise<WidgetView> {
  const entry = REGISTRY.get(type);
  if (!entry) throw new Error(t('component.unknownType', { type }));
  if (entry.view) return entry.view;
  lazyViews ??= import('./lazy-views').then(
    (module) => {
      loadedLazyViews = module.LAZY_VIEWS;
      return module.LAZY_VIEWS;
    },
    (error: unknown) => {
      lazyViews = null;
      throw error;
    },
  );
  const view = (await lazyViews)[entry.type];
  if (!view) throw new Error(t('component.unknownType', { type }));
  return view;
}

/** The view of a type if already loaded (lets a re-render skip the loading frame). */
export function loadedView(type: string): WidgetView | undefined {
  const entry = REGISTRY.get(type);
  return entry?.view ?? (entry ? loadedLazyViews?.[entry.type] : undefined);
}

/** Every type the screen uses, group children included: preload their views in parallel at boot. */
export function preloadViews(types: Iterable<string>): Promise<unknown> {
  return Promise.allSettled([...new Set(types)].filter((type) => REGISTRY.has(type)).map(loadView));
}

/**
 * The views of a screen's components, asked for with the document in hand rather than once its boxes
 * have mounted, which on a 100-widget wall is some 250 ms later (a wall's boot, the designer, previews).
 */
export const preloadScreenViews = (components: readonly ScreenComponent[]): Promise<unknown> =>
  preloadViews(collectTypes(components));
