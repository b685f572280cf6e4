import { API } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sessions end: idle, past their lifetime, and the old-password check is limited like a login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      sessionLifetime: { idleMs: 2_000, maxMs: 5_000 },
      loginRateLimit: { maxFailures: 3, windowMs: 60_000 },
    });
  });
  afterAll(() => server.close());

  const current = async (token: string) => (await server.post(API.currentUser, {}, token)).code;

  it('ends a session left idle past the timeout', async () => {
    const token = await server.login('manager');
    expect(await current(token)).toBe(200);
    await sleep(2_300);
    expect(await current(token)).toBe(401);
  });

  it('keeps a busy session past the idle timeout, and ends it at its absolute lifetime', async () => {
    const token = await server.login('manager');
    const started = Date.now();
    while (Date.now() - started < 4_000) {
      expect(await current(token)).toBe(200);
      await sleep(300);
    }
    await sleep(Math.max(0, 5_300 - (Date.now() - started)));
    expect(await current(token)).toBe(401);
  });

  it('limits wrong old passwords per account as logins are limited', async () => {
    const token = await server.login('nobody');
    const change = (oldPassword: string) =>
      server.post(
        API.updatePassword,
        {
          tenementUserId: 'user-nobody',
          oldPassword,
          newPassword: 'nobody456',
          confirmPassword: 'nobody456',
        },
        token,
      );
    for (let attempt = 0; attempt < 3; attempt++) expect((await change('guess')).code).toBe(400);
    const blocked = await change('nobody123');
    expect(blocked.code).toBe(429);
    expect(blocked.message).toContain('原密码错误次数过多');
  });
});
