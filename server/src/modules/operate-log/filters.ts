import { Type } from '@sinclair/typebox';
import { OPERATE_TYPES, type OperateType } from '@site/shared-schema';
import { projectId } from '../../resource/body-schemas';
import { rangeBound } from '../../resource/date-range';
import type { OperateLogFilter } from './queries';

const text = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));
const operateType = Type.Optional(
  Type.Union([
    ...Object.keys(OPERATE_TYPES).map((type) => Type.Literal(type)),
    Type.Literal(''),
    Type.Null(),
  ]),
);

/** The filters of the log's page and export: empty ones filter nothing. */
export const filterFields = {
  projectId,
  module: text,
  operateType,
  userName: text,
  targetName: text,
  startTime: text,
  endTime: text,
};

export interface FilterBody {
  projectId: string;
  module?: string | null;
  operateType?: string | null;
  userName?: string | null;
  targetName?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** The query of a body: names trimmed, an end given as a day reaching its last second. */
export const filterOf = (body: FilterBody): OperateLogFilter => ({
  projectId: body.projectId,
  module: body.module || undefined,
  operateType: (body.operateType || undefined) as OperateType | undefined,
  userName: body.userName?.trim() || undefined,
  targetName: body.targetName?.trim() || undefined,
  from: body.startTime ? rangeBound('startTime', body.startTime, false) : undefined,
  to: body.endTime ? rangeBound('endTime', body.endTime, true) : undefined,
});
