/** The system operation log (seed 000 §2 system-operation-log, 001 §7 siteOperateLog/listByProject). */
export const OPERATE_LOG_API = {
  /** { projectId, pageNumber, pageSize, module?, operateType?, userName?, targetName?, startTime?, endTime? } */
  page: '/front/siteOperateLog/listByProject',
  /** The page's filters without paging → .xlsx blob, an OPERATE_LOG_EXPORT task (ours). */
  export: '/front/siteOperateLog/exportByProject',
  /** { projectId } → OperateLogModule[]: the modules of the project's entries, for the filter (ours). */
  modules: '/front/siteOperateLog/moduleList',
} as const;

export const OPERATE_LOG_EXPORT_TASK = 'OPERATE_LOG_EXPORT';

/** A module of the log: a declared resource's name, or one of OTHER_LOG_MODULES. */
export interface OperateLogModule {
  module: string;
  moduleName: string;
}

/**
 * The modules of the writes outside the declared resources, with their Chinese names: the calls the log
 * wraps (operate-log/logged-calls.ts of the server) and the modules that log their own writes.
 */
export const OTHER_LOG_MODULES = {
  customScreen: '自定义大屏',
  screenConfig: '数据大屏设置',
  project: '项目信息',
  ledProgram: 'LED节目',
  attendanceRule: '考勤规则',
  companyAgreement: '企业协议参数',
  projectCompany: '参建单位',
  agreement: '政企协议',
  specialWorkerType: '特种作业工种',
} as const;
export type OtherLogModule = keyof typeof OTHER_LOG_MODULES;
