import { Type } from '@sinclair/typebox';
import { API } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { resourcesOfUser } from './queries';

export const resourceRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.resourcesByUser,
    access: 'session',
    // Roles are org-wide; naming a project still requires membership of it.
    projectField: 'businessId',
    body: Type.Object({ businessId: Type.Optional(Type.String()) }),
    handler: async ({ user }) =>
      (await resourcesOfUser(db, user.userId, user.roleId)).map((resourceCode) => ({ resourceCode })),
  }),
];
