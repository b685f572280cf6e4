import { join } from 'node:path';
import { API } from '@site/shared-schema';
import type { FastifyRequest } from 'fastify';
import { defineRoute, type SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { insertAttachment } from './queries';
import { receiveUpload } from './receive';
import { filePath, fileUrl } from './urls';

/**
 * Uploads are open to any signed-in user (avatars need no resource code). targetId is recorded as given:
 * an attachment grants nothing until a later call links it, and that call checks the caller's rights.
 */
export const fileRoutes = (deps: AppDeps) => {
  const upload = async (request: FastifyRequest, user: SessionUser, defaultFileType?: string) => {
    const dirs = { filesDir: deps.filesDir, scratchDir: join(deps.options.dataDir, 'incoming') };
    const file = await receiveUpload(request, dirs, deps.options.uploadLimits, defaultFileType);
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
    const answer = { fileUrl: fileUrl(request, file.path), filePath: filePath(file.path), attachId };
    return { answer, fields: file.fields };
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
      // Reading the card (OCR) needs an outside service this server does not have: idcardInfo stays null.
      handler: async ({ request, user }) => {
        const { answer, fields } = await upload(request, user, 'idcardImg');
        return { ...answer, side: fields.side || 'front', idcardInfo: null };
      },
    }),
  ];
};
