import {
  type EnvironmentReading,
  type PageResult,
  WIDGET_CALLS,
  YCJZ_DEVICE_API,
  type YcjzCurvePoint,
  type YcjzCurveUnit,
  type YcjzStatisticRow,
  type YcjzWarnSetting,
} from '@site/shared-schema';
import { exportFile } from '../../../api/download';
import { fetchData } from '../../../api/http';

/** Every monitor of the project with its latest reading, flagged by the project's thresholds. */
export const queryLiveReadings = (projectId: string) =>
  fetchData<EnvironmentReading[]>(WIDGET_CALLS.environmentDevices.path, {
    projectId,
    pageNumber: 1,
    pageSize: 9999,
  });

export const queryWarnSetting = (projectId: string) =>
  fetchData<YcjzWarnSetting>(YCJZ_DEVICE_API.warnSetting, { projectId });

export const updateWarnSetting = (projectId: string, setting: YcjzWarnSetting) =>
  fetchData<YcjzWarnSetting>(YCJZ_DEVICE_API.updateWarnSetting, { projectId, ...setting });

export interface CurveQuery {
  projectId: string;
  ycjzDeviceId: string;
  startTime: string;
  endTime: string;
  unit: YcjzCurveUnit;
}

export const queryCurve = (query: CurveQuery) => fetchData<YcjzCurvePoint[]>(YCJZ_DEVICE_API.curve, query);

export interface StatisticQuery {
  projectId: string;
  ycjzDeviceId?: string;
  startDate: string;
  endDate: string;
}

export const queryStatisticList = (query: StatisticQuery & { pageNumber: number; pageSize: number }) =>
  fetchData<PageResult<YcjzStatisticRow>>(YCJZ_DEVICE_API.statistic, query);

export const exportStatisticList = (query: StatisticQuery) =>
  exportFile(YCJZ_DEVICE_API.exportStatistic, query, '扬尘噪音统计导出.xlsx');
