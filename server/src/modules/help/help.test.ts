import type { HelpNode } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const TREE = '/front/tenementHelpMenu/tree';
const QUERY = '/front/tenementHelpMenu/query';

describe('help document', () => {
  let server: TestServer;
  let manager: string;
  const tree = async (name = '') =>
    (await server.post<HelpNode>(TREE, { name, clientType: 'WEB_SITE_C' }, manager)).data.children ?? [];

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('answers folders and documents under data.children, without contents', async () => {
    const nodes = await tree();
    expect(nodes.map((node) => `${node.type} ${node.name}`)).toEqual([
      'MENU 快速入门',
      'MENU 实名制管理',
      'MENU 大屏设计',
    ]);
    expect(nodes[0].children?.[0]).toEqual({
      documentId: 'help-login',
      name: '登录与切换项目',
      type: 'DOCUMENT',
    });
  });

  it('filters by document or folder name, keeping the path to each match', async () => {
    const byDocument = await tree('人脸');
    expect(byDocument).toHaveLength(1);
    expect(byDocument[0].children?.[0].children?.[0].name).toBe('人脸识别设备接入');
    const byFolder = await tree('快速');
    expect(byFolder[0].children).toHaveLength(2);
    expect(await tree('没有这个')).toEqual([]);
  });

  it('answers a document with its HTML content', async () => {
    const answer = await server.post<HelpNode>(
      QUERY,
      { documentId: 'help-login', clientType: 'WEB_SITE_C' },
      manager,
    );
    expect(answer.data).toMatchObject({ documentId: 'help-login', type: 'DOCUMENT' });
    expect(answer.data.documentContent).toContain('<p>');
    expect((await server.post(QUERY, { documentId: 'nope' }, manager)).code).toBe(404);
  });

  it('needs siteHelpDocument', async () => {
    const nobody = await server.login('nobody');
    expect(await server.post(TREE, {}, nobody)).toEqual({ code: 403, message: '无权访问该资源', data: null });
    expect((await server.post(QUERY, { documentId: 'help-login' }, nobody)).code).toBe(403);
  });
});
