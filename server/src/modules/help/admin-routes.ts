import { Type } from '@sinclair/typebox';
import { checkHelpName, HELP_ADMIN_API, HELP_LIMITS, HELP_MANAGE_CODE } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { helpNodes } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { addNode, moveNode, ownNode } from './admin';

const id = Type.String({ minLength: 1, maxLength: 64 });
const name = Type.String({ maxLength: 200 });
const source = Type.Optional(Type.String({ maxLength: HELP_LIMITS.contentLength }));

/** The name, trimmed, or the refusal of the shared check. */
function checkedName(value: string): string {
  const problem = checkHelpName(value);
  if (problem) throw new ApiError(CODE.badRequest, problem);
  return value.trim();
}

/**
 * Managing the help tree of the caller's organisation (docs/api-decisions.md "Help document"): every call
 * needs frontTenementHelpMenuManage, which only role admin holds in the demo.
 */
export const helpAdminRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: HELP_ADMIN_API.add,
    access: HELP_MANAGE_CODE,
    body: Type.Object({
      parentId: Type.Union([id, Type.Null()]),
      type: Type.Union([Type.Literal('MENU'), Type.Literal('DOCUMENT')]),
      name,
      documentSource: source,
      clientType: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    message: '新增成功',
    handler: async ({ user, body }) => ({
      documentId: await addNode(db, user.orgId, {
        parentId: body.parentId,
        type: body.type,
        name: checkedName(body.name),
        source: body.documentSource ?? '',
        clientType: body.clientType,
      }),
    }),
  }),
  defineRoute({
    path: HELP_ADMIN_API.update,
    access: HELP_MANAGE_CODE,
    body: Type.Object({ documentId: id, name, documentSource: source }),
    message: '修改成功',
    handler: async ({ user, body }) => {
      const row = await ownNode(db, user.orgId, body.documentId);
      const content = row.type === 'DOCUMENT' ? (body.documentSource ?? row.content) : '';
      await db
        .update(helpNodes)
        .set({ name: checkedName(body.name), content })
        .where(eq(helpNodes.id, row.id));
    },
  }),
  defineRoute({
    path: HELP_ADMIN_API.remove,
    access: HELP_MANAGE_CODE,
    body: Type.Object({ documentId: id }),
    message: '删除成功!',
    handler: async ({ user, body }) => {
      const row = await ownNode(db, user.orgId, body.documentId);
      // The folder's contents go with it (parentId cascades).
      await db.delete(helpNodes).where(eq(helpNodes.id, row.id));
    },
  }),
  defineRoute({
    path: HELP_ADMIN_API.move,
    access: HELP_MANAGE_CODE,
    body: Type.Object({ documentId: id, direction: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]) }),
    handler: async ({ user, body }) =>
      moveNode(db, await ownNode(db, user.orgId, body.documentId), body.direction),
  }),
];
