import {
  OPERATE_LOG_API,
  type OperateLogModule,
  type OperateLogRecord,
  type PageResult,
} from '@site/shared-schema';
import { exportFile } from './download';
import { fetchData } from './http';

/** The filters of the system operation log (siteOperateLog/listByProject), as the server takes them. */
export interface OperateLogQuery {
  projectId: string;
  module?: string;
  operateType?: string;
  userName?: string;
  targetName?: string;
  startTime?: string;
  endTime?: string;
}

export const queryOperateLogPage = (query: OperateLogQuery & { pageNumber: number; pageSize: number }) =>
  fetchData<PageResult<OperateLogRecord>>(OPERATE_LOG_API.page, query);

export const queryOperateLogModules = (projectId: string) =>
  fetchData<OperateLogModule[]>(OPERATE_LOG_API.modules, { projectId });

export const exportOperateLog = (query: OperateLogQuery) =>
  exportFile(OPERATE_LOG_API.export, query, '系统操作日志导出.xlsx');
