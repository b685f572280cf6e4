import { Type } from '@sinclair/typebox';
import { PROJECT_MANAGE_API } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { operatorOf } from '../operate-log/write';
import { findProject } from '../project/queries';
import { projectInfoCode, userProjectCode } from './contents';

const projectBody = Type.Object({ projectId: Type.String({ minLength: 1 }) });

/**
 * tenementBusinessQrCodeGen: the texts of the project's QR codes; the console draws them. The project's
 * info code belongs to project-info, the user-project code to the wechat app page (both of seed 000 §2).
 */
export const qrCodeRoutes = ({ db }: AppDeps) => {
  const project = async (projectId: string) => {
    const found = await findProject(db, projectId);
    if (!found) throw new ApiError(CODE.notFound, '项目不存在');
    return found;
  };
  return [
    defineRoute({
      path: PROJECT_MANAGE_API.businessQrCode,
      access: 'cSiteProjectInfo',
      projectField: 'projectId',
      body: projectBody,
      handler: async ({ body }) => [projectInfoCode(await project(body.projectId))],
    }),
    defineRoute({
      path: PROJECT_MANAGE_API.userProjectQrCode,
      access: 'cSiteAreaManager',
      projectField: 'projectId',
      body: projectBody,
      handler: async ({ body, user }) => {
        const inviter = await operatorOf(db, user, body.projectId);
        return userProjectCode(await project(body.projectId), inviter);
      },
    }),
  ];
};
