import { Type } from '@sinclair/typebox';
import { API, CLIENT_TYPE, type LoginAnswer } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { findUserByLoginName, rolesOfUser } from '../user/queries';
import { loadUserInfo } from '../user/user-info';
import { dummyHash, verifyPassword } from './password';
import { LoginLimiter } from './rate-limit';
import { createSession, revokeSession } from './sessions';

export const authRoutes = ({ db, options }: AppDeps) => {
  const limiter = new LoginLimiter(db, 'login', options.loginRateLimit);
  const tooMany = `登录失败次数过多，请${Math.ceil(options.loginRateLimit.windowMs / 60_000)}分钟后再试`;

  return [
    defineRoute({
      path: API.loginByPassword,
      access: 'public',
      message: '登录成功',
      body: Type.Object({
        loginName: Type.String({ minLength: 1, maxLength: 64 }),
        password: Type.String({ minLength: 1, maxLength: 128 }),
        clientType: Type.Optional(Type.String({ maxLength: 32 })),
      }),
      handler: async ({ body, request }): Promise<LoginAnswer> => {
        const key = `${body.loginName}\n${request.ip}`;
        if (await limiter.isBlocked(key)) throw new ApiError(CODE.tooManyRequests, tooMany);
        const user = await findUserByLoginName(db, body.loginName);
        const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()));
        if (!user || !valid || !user.enabled) {
          await limiter.recordFailure(key);
          throw new ApiError(CODE.badRequest, '账号或密码错误');
        }
        await limiter.reset(key);
        const token = await createSession(db, user.id, body.clientType || CLIENT_TYPE);
        return { head: 'Bearer ', token, userInfo: await loadUserInfo(db, user.id, options.publicUrl) };
      },
    }),
    defineRoute({
      path: API.logout,
      access: 'session',
      message: '退出成功',
      // The seeds send clientType and a client secret; the session itself is what gets revoked.
      body: Type.Object({
        clientType: Type.Optional(Type.String()),
        clientSecret: Type.Optional(Type.String()),
      }),
      handler: async ({ user, request }) => {
        await revokeSession(db, user.tokenHash);
        request.server.realtime.recheck({ tokenHash: user.tokenHash });
      },
    }),
    defineRoute({
      path: API.switchRole,
      access: 'session',
      message: '切换成功',
      body: Type.Object({ roleId: Type.String({ minLength: 1, maxLength: 64 }) }),
      // A role-specific token replaces the caller's: the old one stops working at once.
      handler: async ({ user, body, request }): Promise<LoginAnswer> => {
        const held = await rolesOfUser(db, user.userId);
        if (!held.some((role) => role.roleId === body.roleId)) throw new ApiError(CODE.forbidden, '无此角色');
        const token = await createSession(db, user.userId, CLIENT_TYPE, body.roleId);
        await revokeSession(db, user.tokenHash);
        request.server.realtime.recheck({ tokenHash: user.tokenHash });
        return {
          head: 'Bearer ',
          token,
          userInfo: await loadUserInfo(db, user.userId, options.publicUrl, body.roleId),
        };
      },
    }),
  ];
};
