import type { WidgetType } from '@site/shared-schema';
import { defineEntry, type PlayerWidgetEntry } from '../types';

/**
 * The site-data widgets (seed 001 §1, §4): their catalogue entries and data calls exist in
 * shared-schema and the data layer is ready for them; their views come in a later task. Each one
 * gets its own folder (`entry.ts` + `view.tsx`) then and leaves this list.
 */
export const SITE_WIDGET_TYPES = [
  'WeatherClock',
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
] as const satisfies readonly WidgetType[];

const load = () => import('./view');

export const SITE_PLACEHOLDERS: readonly PlayerWidgetEntry[] = SITE_WIDGET_TYPES.map((type) =>
  defineEntry({ type, load, placeholder: true }),
);
