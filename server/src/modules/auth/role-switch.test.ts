import type { LoginAnswer, Resource, UserInfo } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const SWITCH = '/front/auth/switchRole';
const RESOURCES = '/front/roleResource/queryByUser';

describe('role switch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const codesOf = async (token: string) =>
    (await server.post<Resource[]>(RESOURCES, { businessId: '1' }, token)).data.map((r) => r.resourceCode);

  it('hands out a token of that role only and revokes the one it replaces', async () => {
    const token = await server.login('manager');
    const all = await codesOf(token);
    expect(all).toEqual(expect.arrayContaining(['cSiteTeamManager', 'cSiteElevatorDeviceManager']));

    const answer = await server.post<LoginAnswer>(SWITCH, { roleId: 'role-safety' }, token);
    expect(answer.code).toBe(200);
    expect(answer.data.userInfo.currentRoleId).toBe('role-safety');
    const narrowed = await codesOf(answer.data.token);
    expect(narrowed).toContain('cSiteElevatorDeviceManager');
    expect(narrowed).not.toContain('cSiteTeamManager');
    expect((await server.post('/front/user/queryCurrent', {}, token)).code).toBe(401);

    const current = await server.post<UserInfo>('/front/user/queryCurrent', {}, answer.data.token);
    expect(current.data.currentRoleId).toBe('role-safety');
    // The narrowed session is refused what only the other role allowed (the help document).
    expect((await server.post('/front/tenementHelpMenu/tree', { name: '' }, answer.data.token)).code).toBe(
      403,
    );
  });

  it('refuses a role the user does not hold, and callers without a session', async () => {
    const token = await server.login('manager');
    expect((await server.post(SWITCH, { roleId: 'role-admin' }, token)).code).toBe(403);
    expect((await server.post(SWITCH, { roleId: 'role-safety' })).code).toBe(401);
    expect((await server.post(SWITCH, {}, token)).code).toBe(400);
    // The refused switch leaves the session as it was.
    expect((await server.post('/front/user/queryCurrent', {}, token)).code).toBe(200);
  });
});
