import type { UserInfo } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { ApiError, CODE } from '../../http/envelope';
import { fileUrl, shownImage } from '../file/urls';
import { findUser, rolesOfUser } from './queries';

/** The user info of seed 000 §3, as login and queryCurrent answer it. */
export async function loadUserInfo(
  db: Database,
  userId: string,
  publicUrl: string | null,
  currentRoleId: string | null = null,
): Promise<UserInfo> {
  const row = await findUser(db, userId);
  if (!row) throw new ApiError(CODE.notFound, '用户不存在');
  const { user, avatarPath } = row;
  return {
    tenementUserId: user.id,
    tenementUserName: user.userName,
    tenementUserAvatarUrl: avatarPath ? fileUrl(publicUrl, avatarPath) : '',
    tenementUserAvatarPath: shownImage(avatarPath),
    phoneNumber: user.phoneNumber,
    email: user.email,
    loginName: user.loginName,
    orgId: user.orgId,
    roles: await rolesOfUser(db, user.id),
    ...(currentRoleId && { currentRoleId }),
  };
}
