import { API, type PageResult, type ReportLogQuery, type ReportLogRecord } from '@site/shared-schema';
import { fetchData } from './http';

export const queryReportLogPage = (query: ReportLogQuery) =>
  fetchData<PageResult<ReportLogRecord>>(API.reportLogPageList, query);
