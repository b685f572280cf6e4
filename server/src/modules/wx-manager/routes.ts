import { Type } from '@sinclair/typebox';
import { WX_MANAGER_API, WX_MANAGER_RESOURCE } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import { wxManagerBindings } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { operatorOf, recordOperations } from '../operate-log/write';

/**
 * wx/manager/unBindManager: removes one binding of the project (another project's is 404 记录不存在),
 * logged as a DELETE of the resource with what it was.
 */
export const wxManagerRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WX_MANAGER_API.unbind,
    access: 'cSiteAreaManager',
    projectField: 'projectId',
    message: '解绑成功',
    body: Type.Object({ projectId: Type.String({ minLength: 1 }), bindId: Type.String({ minLength: 1 }) }),
    handler: async ({ body, user }) => {
      const operator = await operatorOf(db, user, body.projectId);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(wxManagerBindings)
          .where(and(eq(wxManagerBindings.id, body.bindId), eq(wxManagerBindings.projectId, body.projectId)))
          .returning({
            managerName: wxManagerBindings.managerName,
            wxNickName: wxManagerBindings.wxNickName,
            bindTime: wxManagerBindings.bindTime,
          });
        if (!removed) throw new ApiError(CODE.notFound, '记录不存在');
        await recordOperations(tx, operator, [
          {
            module: WX_MANAGER_RESOURCE.name,
            operateType: 'DELETE',
            targetId: body.bindId,
            targetName: removed.managerName,
            before: removed,
            after: null,
          },
        ]);
      });
    },
  }),
];
