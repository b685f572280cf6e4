import type { AiTrafficPoint } from '@site/shared-schema';
import type { EChartsCoreOption } from '../real-name/statistics/echarts';

export interface TrafficLabels {
  inCount: string;
  outCount: string;
  strangerCount: string;
}

/** The people flow as bars of entries and exits per slot, with the strangers among them as a line. */
export function trafficOption(points: AiTrafficPoint[], labels: TrafficLabels): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: points.map((point) => point.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: labels.inCount, type: 'bar', data: points.map((point) => point.inCount) },
      { name: labels.outCount, type: 'bar', data: points.map((point) => point.outCount) },
      {
        name: labels.strangerCount,
        type: 'line',
        smooth: true,
        data: points.map((point) => point.strangerCount),
      },
    ],
  };
}

/** The totals of a period: what the table's last row and the chart's bars add up to. */
export const trafficTotals = (points: AiTrafficPoint[]) => ({
  inCount: points.reduce((sum, point) => sum + point.inCount, 0),
  outCount: points.reduce((sum, point) => sum + point.outCount, 0),
  strangerCount: points.reduce((sum, point) => sum + point.strangerCount, 0),
});
