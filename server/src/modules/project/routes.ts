import { Type } from '@sinclair/typebox';
import { API } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { listProjectsOfUser } from './queries';

export const projectRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.projectsByCurrentUser,
    access: 'session',
    // Two forms in the seeds: { projectName } from the list, { projectNameKeyWord, isRemoteSearch } from the selector.
    body: Type.Object({
      projectName: Type.Optional(Type.String({ maxLength: 100 })),
      projectNameKeyWord: Type.Optional(Type.String({ maxLength: 100 })),
      isRemoteSearch: Type.Optional(Type.Boolean()),
    }),
    handler: ({ user, body }) =>
      listProjectsOfUser(db, user, (body.projectNameKeyWord || body.projectName || '').trim()),
  }),
];
