import { API, IDCARD_SIDES, type IdcardSide, type IdcardUploadAnswer } from '@site/shared-schema';
import type { FastifyRequest } from 'fastify';
import { ApiError, CODE, fieldError, MESSAGE } from '../../http/envelope';
import { defineRoute, type SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { readIdcard } from '../idcard/read-idcard';
import { isProjectMember } from '../project/queries';
import { orgFolder, projectFolder } from './owner';
import { insertAttachment } from './queries';
import { receiveUpload } from './receive';
import { filePath, fileUrl } from './urls';

/**
 * Uploads are open to any signed-in user (avatars need no resource code). With a targetId (the project, seed
 * 001 §7) the file is the project's and only its members and walls may read it; without one it is the
 * uploader's organisation's (owner.ts). An attachment grants nothing else until a later call links it,
 * and that call checks the caller's rights.
 */
export const fileRoutes = (deps: AppDeps) => {
  const ownerFolder = (user: SessionUser) => async (fields: Record<string, string>) => {
    const projectId = fields.targetId;
    if (!projectId) return orgFolder(user.orgId);
    if (!(await isProjectMember(deps.db, user, projectId))) {
      throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
    }
    return projectFolder(projectId);
  };
  const upload = async (
    request: FastifyRequest,
    user: SessionUser,
    defaultFileType?: string,
    checkFields?: (fields: Record<string, string>) => void,
  ) => {
    const file = await receiveUpload(
      request,
      deps,
      deps.options.uploadLimits,
      ownerFolder(user),
      defaultFileType,
    );
    try {
      checkFields?.(file.fields);
    } catch (error) {
      await deps.files.remove(file.path);
      throw error;
    }
    const attachId = await insertAttachment(deps.db, {
      orgId: user.orgId,
      uploaderId: user.userId,
      fileType: file.fileType,
      targetId: file.fields.targetId || null,
      path: file.path,
      originalName: file.originalName,
      mimeType: file.signature.mime,
      size: file.size,
    });
    const answer = {
      fileUrl: fileUrl(deps.options.publicUrl, file.path),
      filePath: filePath(file.path),
      attachId,
    };
    return { answer, fields: file.fields, path: file.path };
  };

  return [
    defineRoute({
      path: API.fileUpload,
      access: 'session',
      multipart: true,
      handler: async ({ request, user }) => (await upload(request, user)).answer,
    }),
    defineRoute({
      path: API.idcardUpload,
      access: 'session',
      multipart: true,
      // The stored picture is read offline (modules/idcard); idcardInfo is null when nothing could be read.
      handler: async ({ request, user }): Promise<IdcardUploadAnswer> => {
        const { answer, fields, path } = await upload(request, user, 'idcardImg', sideOf);
        const side = sideOf(fields);
        const picture = await deps.files.read(path);
        const idcardInfo = picture && (await readIdcard(picture, side, request.log));
        return { ...answer, side, idcardInfo };
      },
    }),
  ];
};

/** The side of an ID-card upload: front unless given (seed 000 §7). */
function sideOf(fields: Record<string, string>): IdcardSide {
  const side = fields.side || 'front';
  if (!IDCARD_SIDES.includes(side as IdcardSide))
    throw fieldError('side', `应为 ${IDCARD_SIDES.join(' 或 ')}`);
  return side as IdcardSide;
}
