/** @jsxImportSource preact */
import { catalogueCall } from '../../data/catalogue';
import { HourlyChart, type HourlyLine } from '../shared/HourlyChart';
import { ACCENT } from '../shared/palette';
import type { WidgetViewProps } from '../types';

const PERSON_IN_CALL = catalogueCall('AttendanceLiveChart', 'personInChart');
const LINES: readonly HourlyLine[] = [
  { field: 'workerCount', name: 'liveChart.workers', color: ACCENT },
  { field: 'managerCount', name: 'liveChart.managers', color: '#ffb980' },
];

/** AttendanceLiveChart (出勤实况): workers and managers in the site, hour by hour today. */
export default function AttendanceLiveChartView({ component }: WidgetViewProps) {
  return <HourlyChart component={component} call={PERSON_IN_CALL} type="line" lines={LINES} />;
}
