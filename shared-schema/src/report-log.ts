/**
 * The agreement report log (seed 001 §2 report log page, §3 report log record, §7 report log list, §9 report
 * operation types). The seeds name the operation types in words only: the codes are ours.
 */

/** The report operation types of seed 001 §9, in its order, with the name the log answers. */
export const REPORT_LOG_TYPES = [
  { logType: 'ADD_COMPANY', logTypeName: '添加企业' },
  { logType: 'ADD_PROJECT', logTypeName: '添加项目' },
  { logType: 'UPDATE_PROJECT', logTypeName: '修改项目' },
  { logType: 'SAVE_PROJECT_COMPANY', logTypeName: '添加或修改参建单位' },
  { logType: 'SAVE_TEAM', logTypeName: '添加或修改班组' },
  { logType: 'SAVE_WORKER', logTypeName: '添加或修改工人' },
  { logType: 'SAVE_PROJECT_WORKER', logTypeName: '添加或修改项目工人' },
  { logType: 'WORKER_ENTRY_EXIT', logTypeName: '工人进退场' },
  { logType: 'WORKER_ATTENDANCE', logTypeName: '工人考勤' },
  { logType: 'DEVICE_ACCESS', logTypeName: '设备接入上报' },
  { logType: 'CONTRACT', logTypeName: '劳动合同' },
  { logType: 'CERTIFICATE', logTypeName: '证书' },
  { logType: 'DUST_NOISE', logTypeName: '扬尘噪音' },
  { logType: 'CRANE_BASE', logTypeName: '塔吊基础信息' },
  { logType: 'CRANE_REALTIME', logTypeName: '塔吊实时数据' },
  { logType: 'CRANE_WORK_CYCLE', logTypeName: '塔吊工作循环' },
  { logType: 'CRANE_ALARM', logTypeName: '塔吊报警' },
] as const;

export type ReportLogType = (typeof REPORT_LOG_TYPES)[number]['logType'];

/** getResultStatus: whether the platform's answer to a report has been fetched, and how it went. */
export const REPORT_RESULT_STATUS = { notFetched: 0, succeeded: 1, failed: 2 } as const;
export type ReportResultStatus = (typeof REPORT_RESULT_STATUS)[keyof typeof REPORT_RESULT_STATUS];

/** The names the log answers as getResultStatusName (seed 001 §3). */
export const REPORT_RESULT_STATUS_NAMES: Record<ReportResultStatus, string> = {
  0: '未获取',
  1: '获取成功',
  2: '获取失败',
};

/** The default date range of the report log page, in days (seed 001 §9; its page size 20 is the default one). */
export const REPORT_LOG_DEFAULT_DAYS = 7;

/** One row of the report log (seed 001 §3), plus the codes the filters use. */
export interface ReportLogRecord {
  logId: string;
  logType: string;
  logTypeName: string;
  agreementCode: string;
  agreementName: string;
  sourceName: string;
  getResultStatus: ReportResultStatus;
  getResultStatusName: string;
  resultMessage: string;
  /** 'YYYY-MM-DD HH:mm:ss', when the data was reported. */
  createTime: string;
}

/** The report log list call (seed 001 §7); every filter is optional, times 'YYYY-MM-DD HH:mm:ss'. */
export interface ReportLogQuery {
  businessId: string;
  pageSize: number;
  pageNumber: number;
  sourceName?: string;
  logType?: string;
  agreementCode?: string;
  startTime?: string;
  endTime?: string;
  getResultStatus?: ReportResultStatus;
}
