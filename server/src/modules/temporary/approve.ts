import { Type } from '@sinclair/typebox';
import { formatDateTime, MESSAGES, TEMPORARY_API, TEMPORARY_RESOURCE } from '@site/shared-schema';
import { inArray } from 'drizzle-orm';
import { temporaryInfos } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { changeRows, requireSelection } from '../../resource/batch';
import { idList, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { scopeWhere } from '../../resource/filters';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { ownRows } from '../../resource/rows';
import { temporaryAdapter } from './adapter';

const bad = (message: string) => new ApiError(CODE.badRequest, message);

/**
 * Approve (1) or refuse (2) visitors, a refusal with its reason. A later decision replaces an earlier one;
 * each is an APPROVE entry of the operation log, the approval trail of the record's history.
 */
export const approvePlan: RoutePlan = {
  action: 'approve',
  path: TEMPORARY_API.approve,
  access: TEMPORARY_RESOURCE.permission.update,
  ids: { field: 'temporaryIdList', many: true, of: TEMPORARY_RESOURCE },
  build: (deps) =>
    routeParts({
      body: Type.Object({
        projectId,
        temporaryIdList: idList,
        approveStatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
        approveOpinion: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
      }),
      message: '审批成功',
      handler: async ({ body, user }) => {
        requireSelection(body.temporaryIdList, MESSAGES.selectPersons);
        await inWrite(deps, user, body.projectId, {}, async (context) => {
          const scope = scopeWhere(temporaryAdapter, body.projectId, {});
          const rows = await ownRows(context.db, temporaryAdapter, scope, body.temporaryIdList);
          const { approveStatus } = body;
          if (approveStatus === undefined) throw bad('请选择审批结果');
          const approveOpinion = body.approveOpinion?.trim() ?? '';
          if (approveStatus === 2 && !approveOpinion) throw bad('请输入审批意见');
          await changeRows(TEMPORARY_RESOURCE, temporaryAdapter, context, rows, 'APPROVE', (ids) =>
            context.db
              .update(temporaryInfos)
              .set({
                approveStatus,
                approveOpinion,
                approveUserId: user.userId,
                approveTime: formatDateTime(Date.now()),
                updatedAt: new Date(),
              })
              .where(inArray(temporaryInfos.id, ids)),
          );
        });
      },
    }),
};
