/**
 * The widget catalogue: one entry per widget type of seed 001 §1/§2, keyed by the `component` name a
 * document saves, and the helpers that make new components from it.
 */

import { createComponentId } from '../id';
import type { DataSourceRequest, Linkage, PropValue, ScreenComponent } from '../types';
import type { PropKind, WidgetEntry } from './define';
import { areaAttendance } from './widgets/area-attendance';
import { attendanceLiveChart } from './widgets/attendance-live-chart';
import { attendanceRate } from './widgets/attendance-rate';
import { circleShape } from './widgets/circle-shape';
import { clock } from './widgets/clock';
import { companyList } from './widgets/company-list';
import { electricalStatistics } from './widgets/electrical-statistics';
import { electricalWarn } from './widgets/electrical-warn';
import { electricityChart } from './widgets/electricity-chart';
import { entryExitRecord } from './widgets/entry-exit-record';
import { environmentMonitor } from './widgets/environment-monitor';
import { group } from './widgets/group';
import { leakageChart } from './widgets/leakage-chart';
import { lift } from './widgets/lift';
import { lineShape } from './widgets/line-shape';
import { notice } from './widgets/notice';
import { outInLiveChart } from './widgets/out-in-live-chart';
import { personCount } from './widgets/person-count';
import { picture } from './widgets/picture';
import { projectInfo } from './widgets/project-info';
import { projectName } from './widgets/project-name';
import { rectShape } from './widgets/rect-shape';
import { svgPolygon, svgStar, svgTriangle } from './widgets/svg-shapes';
import { teamCount } from './widgets/team-count';
import { timing } from './widgets/timing';
import { towerCrane } from './widgets/tower-crane';
import { vButton } from './widgets/v-button';
import { vChart } from './widgets/v-chart';
import { vMap } from './widgets/v-map';
import { vTable } from './widgets/v-table';
import { vText } from './widgets/v-text';
import { vehicleRecord } from './widgets/vehicle-record';
import { video } from './widgets/video';
import { videoMonitor } from './widgets/video-monitor';
import { weatherClock } from './widgets/weather-clock';
import { workTypeCount } from './widgets/work-type-count';

export * from './calls';
export type {
  AttrPanelType,
  CarouselPolicy,
  DataCall,
  DataContext,
  PaletteGroup,
  PanelBlock,
  PropKind,
  RefreshPolicy,
  StyleDefaults,
  WidgetEntry,
} from './define';
export { TEXT_EDIT_HINT } from './widgets/v-text';

/** Every widget type, in palette order. */
export const WIDGET_TYPES = [
  'VText',
  'ProjectName',
  'Notice',
  'Clock',
  'Timing',
  'WeatherClock',
  'Picture',
  'Video',
  'VButton',
  'VTable',
  'VMap',
  'RectShape',
  'LineShape',
  'CircleShape',
  'SVGTriangle',
  'SVGStar',
  'SVGPolygon',
  'VChart',
  'AttendanceLiveChart',
  'OutInLiveChart',
  'ElectricityChart',
  'LeakageChart',
  'ElectricalWarn',
  'ElectricalStatistics',
  'ProjectInfo',
  'CompanyList',
  'PersonCount',
  'AttendanceRate',
  'EntryExitRecord',
  'AreaAttendance',
  'TeamCount',
  'WorkTypeCount',
  'VideoMonitor',
  'EnvironmentMonitor',
  'TowerCrane',
  'Lift',
  'VehicleRecord',
  'Group',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

const ENTRIES: readonly WidgetEntry[] = [
  vText,
  projectName,
  notice,
  clock,
  timing,
  weatherClock,
  picture,
  video,
  vButton,
  vTable,
  vMap,
  rectShape,
  lineShape,
  circleShape,
  svgTriangle,
  svgStar,
  svgPolygon,
  vChart,
  attendanceLiveChart,
  outInLiveChart,
  electricityChart,
  leakageChart,
  electricalWarn,
  electricalStatistics,
  projectInfo,
  companyList,
  personCount,
  attendanceRate,
  entryExitRecord,
  areaAttendance,
  teamCount,
  workTypeCount,
  videoMonitor,
  environmentMonitor,
  towerCrane,
  lift,
  vehicleRecord,
  group,
];

const has = (object: object, key: string): boolean => Object.hasOwn(object, key);

export const WIDGET_CATALOGUE = Object.freeze(
  Object.fromEntries(ENTRIES.map((entry) => [entry.type, entry])),
) as Readonly<Record<WidgetType, WidgetEntry>>;

/** The entry of a `component` name, or undefined for a type this program does not know. */
export function getWidget(type: string): WidgetEntry | undefined {
  return has(WIDGET_CATALOGUE, type) ? WIDGET_CATALOGUE[type as WidgetType] : undefined;
}

export function isWidgetType(type: string): type is WidgetType {
  return has(WIDGET_CATALOGUE, type);
}

/** What the propValue of a type holds; 'any' for an unknown type. */
export function propKindOf(type: string): PropKind {
  return getWidget(type)?.propKind ?? 'any';
}

/** The palette entries of a section, in palette order. */
export function paletteOf(section: NonNullable<WidgetEntry['palette']>): WidgetEntry[] {
  return ENTRIES.filter((entry) => entry.palette === section);
}

/**
 * Whether the canvas offers resize handles: not for text, project name, rectangle, circle and the
 * SVG shapes (seed 001 §2). An unknown type is judged by its componentType: SVG-prefixed is not.
 */
export function isResizable(component: Pick<ScreenComponent, 'component' | 'componentType'>): boolean {
  const entry = getWidget(component.component) ?? getWidget(component.componentType ?? '');
  if (entry) return entry.resizable;
  return !(component.componentType ?? component.component).startsWith('SVG');
}

export function defaultRequest(): DataSourceRequest {
  return { url: '', method: 'GET', paramType: '', data: [], series: false, time: 1000, requestCount: 0 };
}

export function defaultLinkage(): Linkage {
  return { duration: 0, data: [] };
}

const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface CanvasPosition {
  left: number;
  top: number;
}

/** A new component of a catalogued type at a canvas position, with a fresh id and the type's defaults. */
export function createComponent<T extends WidgetType>(type: T, position: CanvasPosition): ScreenComponent<T> {
  const entry = getWidget(type);
  if (!entry) throw new Error(`unknown widget type: ${type}`);
  const component: ScreenComponent = {
    id: createComponentId(),
    component: entry.type,
    componentType: entry.type,
    label: entry.label,
    propValue: cloneJson(entry.defaultPropValue) as PropValue,
    style: {
      rotate: 0,
      opacity: 1,
      ...cloneJson(entry.defaultStyle),
      width: entry.size.width,
      height: entry.size.height,
      top: position.top,
      left: position.left,
    },
    animations: [],
    events: {},
    groupStyle: {},
    isLock: false,
    collapseName: 'style',
    ...cloneJson(entry.extra ?? {}),
  };
  if (entry.panels.includes('dataSource')) component.request = defaultRequest();
  if (entry.panels.includes('linkage')) component.linkage = defaultLinkage();
  return component as ScreenComponent<T>;
}

/** A deep copy with fresh ids, group children included (for paste and duplicate). */
export function withFreshIds(component: ScreenComponent): ScreenComponent {
  const copy = cloneJson(component);
  const renew = (item: ScreenComponent): void => {
    item.id = createComponentId();
    if (item.component === 'Group' && Array.isArray(item.propValue)) {
      for (const child of item.propValue) renew(child);
    }
  };
  renew(copy);
  return copy;
}
