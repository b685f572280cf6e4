import { Type } from '@sinclair/typebox';
import { OPERATE_LOG_API, OPERATE_TYPES, type OperateType } from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { projectId } from '../../resource/body-schemas';
import { rangeBound } from '../../resource/date-range';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { pageOperateLogs } from './queries';

const text = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));
const operateType = Type.Optional(
  Type.Union([
    ...Object.keys(OPERATE_TYPES).map((type) => Type.Literal(type)),
    Type.Literal(''),
    Type.Null(),
  ]),
);

/**
 * The system operation log of a project (/log/system-operation-log): every write through a declared
 * resource, newest first. `moduleNames` names each module (the resource's label) for the answer.
 */
export const operateLogPlan = (moduleNames: Record<string, string>): RoutePlan => ({
  action: 'operateLog',
  path: OPERATE_LOG_API.page,
  access: 'frontSiteOperateLogListByProject',
  build: ({ db }) =>
    routeParts({
      body: Type.Object({
        projectId,
        ...pageFields,
        module: text,
        operateType,
        userName: text,
        targetName: text,
        startTime: text,
        endTime: text,
      }),
      handler: ({ body }) =>
        pageOperateLogs(
          db,
          {
            projectId: body.projectId,
            module: body.module || undefined,
            operateType: (body.operateType || undefined) as OperateType | undefined,
            userName: body.userName?.trim() || undefined,
            targetName: body.targetName?.trim() || undefined,
            from: body.startTime ? rangeBound('startTime', body.startTime, false) : undefined,
            to: body.endTime ? rangeBound('endTime', body.endTime, true) : undefined,
          },
          pageWindow(body),
          (module) => moduleNames[module] ?? module,
        ),
    }),
});
