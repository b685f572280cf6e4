import {
  DATE_FORMAT,
  endOfDay,
  formatDateTime,
  REPORT_LOG_DEFAULT_DAYS,
  type ReportLogQuery,
  type ReportResultStatus,
  startOfDay,
} from '@site/shared-schema';
import dayjs from 'dayjs';

/** Picked dates, start and end ('YYYY-MM-DD'). */
export type DateRange = [string, string];

/** The values of the query form, keyed by field. */
export interface ReportLogFilters {
  agreementCode?: string;
  logType?: string;
  sourceName?: string;
  getResultStatus?: ReportResultStatus;
  createTime?: DateRange | null;
}

/** The default date range: the last 7 days, today included (seed 001 §9). */
export function defaultReportRange(now: number | Date = Date.now()): DateRange {
  const today = dayjs(now);
  return [
    today.subtract(REPORT_LOG_DEFAULT_DAYS - 1, 'day').format(DATE_FORMAT),
    formatDateTime(today.valueOf(), DATE_FORMAT),
  ];
}

/**
 * The times a date range sends (seed 001 §5): from the start day's midnight to 23:59:59 of the end day;
 * an empty range (or half of one) clears both.
 */
export function reportTimeRange(range?: DateRange | null): Pick<ReportLogQuery, 'startTime' | 'endTime'> {
  const [start, end] = range ?? [];
  if (!start || !end) return { startTime: undefined, endTime: undefined };
  return { startTime: startOfDay(start), endTime: endOfDay(end) };
}

/** The report log list call (seed 001 §7) of the form's values and the page. */
export function buildReportLogQuery(
  businessId: string,
  filters: ReportLogFilters,
  page: { pageNumber: number; pageSize: number },
): ReportLogQuery {
  return {
    businessId,
    ...page,
    agreementCode: filters.agreementCode || undefined,
    logType: filters.logType || undefined,
    sourceName: filters.sourceName?.trim() || undefined,
    getResultStatus: filters.getResultStatus,
    ...reportTimeRange(filters.createTime),
  };
}
