import { Type } from '@sinclair/typebox';
import { API, PROJECT_MANAGE_API } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectUpdateBody } from './body';
import { findProject, listProjectsOfUser } from './queries';
import { updateProject } from './update';

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
  defineRoute({
    path: API.projectQueryByProject,
    access: 'cSiteProjectInfo',
    projectField: 'projectId',
    // The project name, project info and map widgets of a wall read it with the screen's key.
    wall: true,
    body: Type.Object({ projectId: Type.String({ minLength: 1 }) }),
    handler: async ({ body }) => {
      const project = await findProject(db, body.projectId);
      if (!project) throw new ApiError(CODE.notFound, '项目不存在');
      return project;
    },
  }),
  defineRoute({
    path: PROJECT_MANAGE_API.updateByProject,
    access: 'cSiteProjectInfo',
    projectField: 'projectId',
    message: '保存成功',
    body: projectUpdateBody,
    handler: ({ body }) => updateProject(db, body),
  }),
];
