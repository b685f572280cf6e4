/** @jsxImportSource preact */
import { catalogueCall } from '../../data/catalogue';
import { HourlyChart, type HourlyLine } from '../shared/HourlyChart';
import { ENTRY_COLOUR, EXIT_COLOUR } from '../shared/palette';
import type { WidgetViewProps } from '../types';

const OUT_IN_CALL = catalogueCall('OutInLiveChart', 'outInChart');
const LINES: readonly HourlyLine[] = [
  { field: 'inCount', name: 'liveChart.entries', color: ENTRY_COLOUR },
  { field: 'outCount', name: 'liveChart.exits', color: EXIT_COLOUR },
];

/** OutInLiveChart (进出场实况): entries and exits, hour by hour today, as bars side by side. */
export default function OutInLiveChartView({ component }: WidgetViewProps) {
  return <HourlyChart component={component} call={OUT_IN_CALL} type="bar" lines={LINES} />;
}
