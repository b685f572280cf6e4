import { Type } from '@sinclair/typebox';
import { OPERATE_LOG_API, OTHER_LOG_MODULES } from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { filterFields, filterOf } from './filters';
import { pageOperateLogs } from './queries';

/** The Chinese name of every module of the log: the declared resources' labels and the other modules'. */
export const allModuleNames = (resourceNames: Record<string, string>): Record<string, string> => ({
  ...resourceNames,
  ...OTHER_LOG_MODULES,
});

/**
 * The system operation log of a project (/log/system-operation-log): every write through a declared
 * resource and every logged call (call-log.ts), newest first. `resourceNames` names each resource (its
 * label) for the answer.
 */
export const operateLogPlan = (resourceNames: Record<string, string>): RoutePlan => {
  const names = allModuleNames(resourceNames);
  return {
    action: 'operateLog',
    path: OPERATE_LOG_API.page,
    access: 'frontSiteOperateLogListByProject',
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ ...filterFields, ...pageFields }),
        handler: ({ body }) =>
          pageOperateLogs(db, filterOf(body), pageWindow(body), (module) => names[module] ?? module),
      }),
  };
};
