import { LPR_RECORD_API, type LprThroughStatisticsRow, type PageResult } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchData } from '../../../api/http';
import type { Row } from '../../../api/resource-calls';
import { Chart } from '../../real-name/statistics/Chart';
import type { EChartsCoreOption } from '../../real-name/statistics/echarts';

/** The most rows one call answers: 200 days of every plate colour. */
const CHART_ROWS = 1000;

/** Entries and exits per day, all plate colours of the rows together, oldest day first. */
export function dailyTotals(rows: readonly LprThroughStatisticsRow[]) {
  const days = new Map<string, { inCount: number; outCount: number }>();
  for (const row of rows) {
    const day = days.get(row.statDate) ?? { inCount: 0, outCount: 0 };
    day.inCount += row.inCount;
    day.outCount += row.outCount;
    days.set(row.statDate, day);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The through statistics of the list's search as bars of entries and exits per day. */
export function ThroughChart({ projectId, filters }: { projectId: string; filters: Row }) {
  const { t } = useTranslation();
  const { data } = useSWR(projectId ? ['lpr-through-chart', projectId, filters] : null, () =>
    fetchData<PageResult<LprThroughStatisticsRow>>(LPR_RECORD_API.throughStatistics, {
      projectId,
      ...filters,
      pageNumber: 1,
      pageSize: CHART_ROWS,
    }),
  );
  const option = useMemo((): EChartsCoreOption => {
    const days = dailyTotals(data?.records ?? []);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days.map(([day]) => day) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: t('lprRecord.chart.in'), data: days.map(([, day]) => day.inCount) },
        { type: 'bar', name: t('lprRecord.chart.out'), data: days.map(([, day]) => day.outCount) },
      ],
    };
  }, [data, t]);
  return <Chart option={option} height={260} testId="lpr-through-chart" />;
}
