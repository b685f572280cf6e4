import { Type } from '@sinclair/typebox';
import {
  type OtherLogModule,
  type SpecialWorkerType,
  WORK_TYPE_API,
  WORK_TYPE_CODES,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute, type SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { idList, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { recordOperations } from '../operate-log/write';
import {
  resetSpecialWorkerTypes,
  saveSpecialWorkerTypes,
  specialWorkerTypeList,
  workTypePersonCounts,
} from './queries';

const ACCESS = 'cWorkerTypeManager';

/** The operation log's module of the special work types. */
export const SPECIAL_WORK_TYPE_LOG_MODULE: OtherLogModule = 'specialWorkerType';

const specialNames = (list: readonly SpecialWorkerType[]) => ({
  special: list
    .filter((item) => item.special === 1)
    .map((item) => item.workTypeName)
    .join('、'),
});

/** work-type-info and job-type-info: people per work type or post, and the special work types. */
export const workTypeRoutes = (deps: AppDeps) => {
  const { db } = deps;
  /** Writes the special work types in one transaction with their log entry; answers the new list. */
  const changeSpecial = async (
    user: SessionUser,
    projectId: string,
    write: (tx: Database, options: SpecialWorkerType[]) => Promise<void>,
  ) => {
    const scope = { orgId: user.orgId, projectId };
    await inWrite(deps, user, projectId, {}, async ({ db: tx, operator }) => {
      const before = await specialWorkerTypeList(tx, scope);
      await write(tx, before);
      await recordOperations(tx, operator, [
        {
          module: SPECIAL_WORK_TYPE_LOG_MODULE,
          operateType: 'UPDATE',
          targetId: projectId,
          targetName: '特种作业工种',
          before: specialNames(before),
          after: specialNames(await specialWorkerTypeList(tx, scope)),
        },
      ]);
    });
    return specialWorkerTypeList(db, scope);
  };

  return [
    defineRoute({
      path: WORK_TYPE_API.personCount,
      access: ACCESS,
      projectField: 'projectId',
      body: Type.Object({
        projectId,
        dictionaryTypeCode: Type.Union(WORK_TYPE_CODES.map((code) => Type.Literal(code))),
      }),
      handler: ({ body, user }) =>
        workTypePersonCounts(db, { orgId: user.orgId, projectId: body.projectId }, body.dictionaryTypeCode),
    }),
    defineRoute({
      path: WORK_TYPE_API.specialList,
      access: ACCESS,
      projectField: 'projectId',
      body: Type.Object({ projectId }),
      handler: ({ body, user }) =>
        specialWorkerTypeList(db, { orgId: user.orgId, projectId: body.projectId }),
    }),
    defineRoute({
      path: WORK_TYPE_API.specialSave,
      access: ACCESS,
      projectField: 'projectId',
      message: '保存成功',
      body: Type.Object({ projectId, workerTypeIdList: idList }),
      handler: ({ body, user }) =>
        changeSpecial(user, body.projectId, async (tx, options) => {
          const known = new Set(options.map((option) => option.workerTypeId));
          const unknown = body.workerTypeIdList.find((id) => !known.has(id));
          if (unknown) throw new ApiError(CODE.badRequest, 'workerTypeIdList: 工种不存在');
          await saveSpecialWorkerTypes(tx, body.projectId, options, new Set(body.workerTypeIdList));
        }),
    }),
    defineRoute({
      path: WORK_TYPE_API.specialReset,
      access: ACCESS,
      projectField: 'projectId',
      message: '已恢复默认特种作业工种',
      body: Type.Object({ projectId }),
      handler: ({ body, user }) =>
        changeSpecial(user, body.projectId, (tx) => resetSpecialWorkerTypes(tx, body.projectId)),
    }),
  ];
};
