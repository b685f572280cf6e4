import type {
  CompanyAttendanceAnswer,
  MonthReportRow,
  PersonDataSlice,
  PersonStatisticsRow,
} from '@site/shared-schema';
import type { EChartsCoreOption } from './echarts';

/** The charts of the statistics pages as ECharts options, built from the answers as they come. */

const percentAxis = { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } };

/** One line per company: its rate in each period (day or week). */
export function companyRateOption(answer: CompanyAttendanceAnswer): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value}%` },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: answer.periods },
    yAxis: percentAxis,
    series: answer.companies.map((company) => ({
      name: company.companyName,
      type: 'line',
      smooth: true,
      data: company.rates,
    })),
  };
}

/** The share of each slice: a pie (few slices) or bars (many, such as companies or work types). */
export function sliceOption(
  slices: PersonDataSlice[],
  nameOf: (slice: PersonDataSlice) => string,
): EChartsCoreOption {
  const data = slices.map((slice) => ({ name: nameOf(slice), value: slice.count }));
  if (slices.length <= 6) {
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', radius: ['35%', '65%'], data }],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 100, right: 16, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: data.map((item) => item.name) },
    series: [{ type: 'bar', data: data.map((item) => item.value) }],
  };
}

/** The hours of the people of a ranking page, the first at the top. */
export function rankingOption(rows: PersonStatisticsRow[], hoursLabel: string): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 80, right: 16, top: 8, bottom: 24 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: rows.map((row) => row.personName) },
    series: [{ type: 'bar', name: hoursLabel, data: rows.map((row) => row.workHours) }],
  };
}

/** The monthly report's rate per company or team. */
export function monthReportOption(
  rows: MonthReportRow[],
  nameOf: (row: MonthReportRow) => string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value}%` },
    grid: { left: 48, right: 16, top: 16, bottom: 64 },
    xAxis: { type: 'category', data: rows.map(nameOf), axisLabel: { rotate: 30, interval: 0 } },
    yAxis: percentAxis,
    series: [{ type: 'bar', data: rows.map((row) => row.attendanceRate) }],
  };
}
