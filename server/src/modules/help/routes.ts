import { Type } from '@sinclair/typebox';
import { API, CLIENT_TYPE } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { helpAdminRoutes } from './admin-routes';
import { findHelpDocument, helpTree } from './queries';

export const helpRoutes = (deps: AppDeps) => [
  ...helpAdminRoutes(deps),
  defineRoute({
    path: API.helpTree,
    access: 'siteHelpDocument',
    body: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 100 })),
      clientType: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    // The seeds read data.children: the tree comes under one root folder.
    handler: async ({ user, body }) => ({
      documentId: 'root',
      name: '帮助文档',
      type: 'MENU',
      children: await helpTree(deps.db, user.orgId, body.clientType || CLIENT_TYPE, body.name?.trim() ?? ''),
    }),
  }),
  defineRoute({
    path: API.helpDocument,
    access: 'siteHelpDocument',
    body: Type.Object({
      documentId: Type.String({ minLength: 1 }),
      clientType: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    handler: async ({ user, body }) => {
      const document = await findHelpDocument(deps.db, user.orgId, body.documentId);
      if (!document) throw new ApiError(CODE.notFound, '文档不存在');
      return document;
    },
  }),
];
