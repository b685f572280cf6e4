import { RESOURCE_CODES } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_RESOURCES, SAFETY_RESOURCES } from '../../seed/demo';

/** 项目经理 and 安全员: the union of both roles' codes while no role switch narrowed the session. */
const MANAGER_CODES = [...new Set([...MANAGER_RESOURCES, ...SAFETY_RESOURCES])].sort();

import { startTestServer, type TestServer } from '../../test/server';

const PATH = '/front/roleResource/queryByUser';

describe('resources by user', () => {
  let server: TestServer;
  const codesOf = async (loginName: string, businessId?: string) => {
    const answer = await server.post<{ resourceCode: string }[]>(
      PATH,
      { businessId },
      await server.login(loginName),
    );
    expect(answer.code).toBe(200);
    return answer.data.map((item) => item.resourceCode);
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives role admin every resource code, as [{ resourceCode }]', async () => {
    expect(await codesOf('admin', '1')).toEqual([...RESOURCE_CODES]);
  });

  it('gives the manager exactly the codes of his two roles', async () => {
    expect((await codesOf('manager', '1')).sort()).toEqual(MANAGER_CODES);
  });

  it('gives a user without roles nothing', async () => {
    expect(await codesOf('nobody', '1')).toEqual([]);
  });

  it('answers without a businessId too', async () => {
    expect((await codesOf('manager')).sort()).toEqual(MANAGER_CODES);
  });

  it('refuses a project the caller is not a member of, or a disabled one, with 403', async () => {
    const nobody = await server.login('nobody');
    expect(await server.post(PATH, { businessId: '2' }, nobody)).toMatchObject({
      code: 403,
      message: '无权访问该项目',
    });
    const noproject = await server.login('noproject');
    expect((await server.post(PATH, { businessId: '4' }, noproject)).code).toBe(403);
  });

  it('needs a session', async () => {
    expect((await server.post(PATH, { businessId: '1' })).code).toBe(401);
  });
});
