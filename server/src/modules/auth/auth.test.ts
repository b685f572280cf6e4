import type { LoginAnswer, UserInfo } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const LOGIN = '/front/auth/loginByPassword';

describe('login and logout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginRateLimit: { maxFailures: 3, windowMs: 60_000 } });
  });
  afterAll(() => server.close());

  it('answers head, token and user info to a correct login', async () => {
    const answer = await server.post<LoginAnswer>(LOGIN, {
      loginName: 'admin',
      password: 'admin123',
      clientType: 'WEB_SITE_C',
    });
    expect(answer.code).toBe(200);
    expect(answer.data.head).toBe('Bearer ');
    expect(answer.data.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.data.userInfo).toMatchObject({
      tenementUserId: 'user-admin',
      loginName: 'admin',
      orgId: 'org-demo',
      roles: [{ roleId: 'role-admin', roleCode: 'admin' }],
    });
  });

  it('refuses a NUL byte or a lone surrogate in the login name with 400, before anything else', async () => {
    for (const loginName of ['adm\u0000in', 'adm\ud800in']) {
      const answer = await server.post(LOGIN, { loginName, password: 'x', clientType: 'WEB_SITE_C' });
      expect(answer).toMatchObject({ code: 400, message: 'loginName: 包含无法保存的字符' });
    }
  });

  it('refuses a wrong password and an unknown login name alike, with code 400', async () => {
    const wrong = await server.post(LOGIN, {
      loginName: 'manager',
      password: 'nope',
      clientType: 'WEB_SITE_C',
    });
    const unknown = await server.post(LOGIN, {
      loginName: 'ghost',
      password: 'nope',
      clientType: 'WEB_SITE_C',
    });
    expect(wrong).toEqual({ code: 400, message: '账号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('names a missing field', async () => {
    expect(await server.post(LOGIN, { password: 'x' })).toMatchObject({
      code: 400,
      message: 'loginName: 必填',
    });
  });

  it('refuses calls without a token or with a forged one with code 401', async () => {
    expect((await server.post('/front/user/queryCurrent')).code).toBe(401);
    expect((await server.post('/front/user/queryCurrent', {}, 'forged-token')).code).toBe(401);
  });

  it('revokes the session on logout: the old token gets 401, other sessions live on', async () => {
    const token = await server.login('manager');
    const other = await server.login('manager');
    expect((await server.post<UserInfo>('/front/user/queryCurrent', {}, token)).data.loginName).toBe(
      'manager',
    );
    const answer = await server.post(
      '/front/auth/logout',
      { clientType: 'WEB_SITE_C', clientSecret: 's' },
      token,
    );
    expect(answer.code).toBe(200);
    expect((await server.post('/front/user/queryCurrent', {}, token)).code).toBe(401);
    expect((await server.post('/front/auth/logout', {}, token)).code).toBe(401);
    expect((await server.post('/front/user/queryCurrent', {}, other)).code).toBe(200);
  });

  it('blocks a login name from one address after too many failures with code 429', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await server.post(LOGIN, { loginName: 'nobody', password: 'bad' })).code).toBe(400);
    }
    const blocked = await server.post(LOGIN, { loginName: 'nobody', password: 'nobody123' });
    expect(blocked).toEqual({ code: 429, message: '登录失败次数过多，请1分钟后再试', data: null });
    // Another login name is not affected.
    expect(await server.login('noproject')).toBeTruthy();
  });

  it('resets the failure count after a successful login', async () => {
    for (let i = 0; i < 2; i++) await server.post(LOGIN, { loginName: 'admin', password: 'bad' });
    await server.login('admin');
    for (let i = 0; i < 2; i++) await server.post(LOGIN, { loginName: 'admin', password: 'bad' });
    expect(await server.login('admin')).toBeTruthy();
  });
});
