/** The system operation log (seed 000 §2 system-operation-log, 001 §7 siteOperateLog/listByProject). */
export const OPERATE_LOG_API = {
  /** { projectId, pageNumber, pageSize, module?, operateType?, userName?, targetName?, startTime?, endTime? } */
  page: '/front/siteOperateLog/listByProject',
} as const;
