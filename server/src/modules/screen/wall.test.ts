import { API, type ProjectItem } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { ok, screenWithKey, wallPost } from './testing';

describe('wall access with a playback key', () => {
  let server: TestServer;
  let manager: string;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it("reads a wall route of the key's project without a session", async () => {
    const answer = await wallPost<ProjectItem>(
      server,
      API.projectQueryByProject,
      { projectId: '1' },
      DEMO_SCREEN.key,
    );
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      projectId: '1',
      projectName: '城南安置房一期工程',
      longitude: 120.2101,
    });
  });

  it('refuses another project (403), a bad key (401) and no credentials (401)', async () => {
    const other = await wallPost(server, API.projectQueryByProject, { projectId: '2' }, DEMO_SCREEN.key);
    expect(other).toMatchObject({ code: 403, message: '无权访问该项目' });
    expect((await wallPost(server, API.projectQueryByProject, { projectId: '1' }, 'forged')).code).toBe(401);
    expect((await server.post(API.projectQueryByProject, { projectId: '1' })).code).toBe(401);
  });

  it('refuses a key on a route that is not a wall route', async () => {
    expect((await wallPost(server, API.customScreenList, { projectId: '1' }, DEMO_SCREEN.key)).code).toBe(
      401,
    );
    expect((await wallPost(server, API.agreementList, { projectId: '1' }, DEMO_SCREEN.key)).code).toBe(401);
  });

  it('refuses the key of an unpublished screen with 403', async () => {
    const { key } = await screenWithKey(server, manager, { projectId: '3', publish: false });
    expect(await wallPost(server, API.projectQueryByProject, { projectId: '3' }, key)).toMatchObject({
      code: 403,
      message: '大屏未发布',
    });
  });

  it('answers sessions by cSiteProjectInfo and membership, and a session wins over a key', async () => {
    const project = await ok<ProjectItem>(server, API.projectQueryByProject, { projectId: '3' }, manager);
    expect(project.projectName).toBe('杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程');
    const nobody = await server.login('nobody');
    expect((await server.post(API.projectQueryByProject, { projectId: '1' }, nobody)).code).toBe(403);
    const noproject = await server.login('noproject');
    expect((await server.post(API.projectQueryByProject, { projectId: '1' }, noproject)).code).toBe(403);
    const both = await server.send(
      API.projectQueryByProject,
      {
        headers: { 'content-type': 'application/json', 'x-playback-key': DEMO_SCREEN.key },
        body: JSON.stringify({ projectId: '1' }),
      },
      nobody,
    );
    expect(both.code).toBe(403);
  });
});
