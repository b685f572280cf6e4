import { Type } from '@sinclair/typebox';
import { API, checkConfirmPassword, isEmail } from '@site/shared-schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { defineRoute, type SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { hashPassword, verifyPassword } from '../auth/password';
import { LoginLimiter } from '../auth/rate-limit';
import { revokeOtherSessions } from '../auth/sessions';
import { FILE_TYPES } from '../file/file-types';
import { findOwnAttachment } from '../file/queries';
import { findUser, type UserChanges, updateUser } from './queries';
import { loadUserInfo } from './user-info';

const UPDATED = '修改成功';

const ensureSelf = (user: SessionUser, tenementUserId: string) => {
  if (tenementUserId !== user.userId) throw new ApiError(CODE.forbidden, '只能修改本人的信息');
};

export const userRoutes = ({ db, options }: AppDeps) => {
  // The old password is a password check like a login's, held to the same attempt limit per account.
  const oldPasswordLimiter = new LoginLimiter(db, 'password', options.loginRateLimit);
  const tooMany = `原密码错误次数过多，请${Math.ceil(options.loginRateLimit.windowMs / 60_000)}分钟后再试`;

  /** undefined keeps the avatar, '' clears it, an id must be an image the caller uploaded. */
  const avatarChange = async (user: SessionUser, attachId: string | undefined): Promise<UserChanges> => {
    if (attachId === undefined) return {};
    if (attachId === '') return { avatarAttachId: null };
    const attachment = await findOwnAttachment(db, user.userId, attachId);
    if (!attachment || FILE_TYPES[attachment.fileType] !== 'image') {
      throw fieldError('tenementUserAvatarAttachId', '附件不存在');
    }
    return { avatarAttachId: attachment.id };
  };

  return [
    defineRoute({
      path: API.currentUser,
      access: 'session',
      handler: ({ user }) => loadUserInfo(db, user.userId, options.publicUrl, user.roleId),
    }),
    defineRoute({
      path: API.updateUser,
      access: 'session',
      message: UPDATED,
      body: Type.Object({
        tenementUserId: Type.String({ minLength: 1 }),
        tenementUserName: Type.String({ minLength: 1, maxLength: 50 }),
        email: Type.Optional(Type.String({ maxLength: 100 })),
        // Sent back unchanged by the console; roles are never changed through the profile.
        roleIdList: Type.Optional(Type.Array(Type.Unknown())),
        tenementUserAvatarAttachId: Type.Optional(Type.String()),
        // The path is derived from the attachment, never taken from the caller.
        tenementUserAvatarPath: Type.Optional(Type.String()),
      }),
      handler: async ({ user, body }) => {
        ensureSelf(user, body.tenementUserId);
        const userName = body.tenementUserName.trim();
        if (!userName) throw fieldError('tenementUserName', '必填');
        const email = body.email?.trim() ?? '';
        if (email && !isEmail(email)) throw fieldError('email', '格式错误');
        await updateUser(db, user.userId, {
          userName,
          email,
          ...(await avatarChange(user, body.tenementUserAvatarAttachId)),
        });
      },
    }),
    defineRoute({
      path: API.updatePassword,
      access: 'session',
      message: UPDATED,
      body: Type.Object({
        tenementUserId: Type.String({ minLength: 1 }),
        oldPassword: Type.String({ minLength: 1 }),
        newPassword: Type.String({ minLength: 6, maxLength: 64 }),
        confirmPassword: Type.String(),
      }),
      handler: async ({ user, body, request }) => {
        ensureSelf(user, body.tenementUserId);
        const mismatch = checkConfirmPassword(body.newPassword, body.confirmPassword);
        if (mismatch) throw new ApiError(CODE.badRequest, mismatch);
        if (await oldPasswordLimiter.isBlocked(user.userId))
          throw new ApiError(CODE.tooManyRequests, tooMany);
        const row = await findUser(db, user.userId);
        if (!row || !(await verifyPassword(body.oldPassword, row.user.passwordHash))) {
          await oldPasswordLimiter.recordFailure(user.userId);
          throw new ApiError(CODE.badRequest, '原密码错误');
        }
        await oldPasswordLimiter.reset(user.userId);
        await updateUser(db, user.userId, { passwordHash: await hashPassword(body.newPassword) });
        // Whoever else held a session of this account loses it; the caller stays signed in.
        await revokeOtherSessions(db, user);
        request.server.realtime.recheck({ userId: user.userId });
      },
    }),
  ];
};
