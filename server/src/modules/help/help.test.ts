import { HELP_ADMIN_API, type HelpNode } from '@site/shared-schema';
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

describe('managing the help document', () => {
  let server: TestServer;
  let admin: string;
  const tree = async () =>
    (await server.post<HelpNode>(TREE, { name: '', clientType: 'WEB_SITE_C' }, admin)).data.children ?? [];
  const names = (nodes: HelpNode[]) => nodes.map((node) => node.name);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('adds a folder and a Markdown document in it, answered as rendered HTML and as written', async () => {
    const folder = await server.post<{ documentId: string }>(
      HELP_ADMIN_API.add,
      { parentId: null, type: 'MENU', name: ' LED 屏 ' },
      admin,
    );
    expect(folder).toMatchObject({ code: 200, message: '新增成功' });
    const source = '# 发送节目\n\n选择**目标屏幕**后点击发送。';
    const added = await server.post<{ documentId: string }>(
      HELP_ADMIN_API.add,
      { parentId: folder.data.documentId, type: 'DOCUMENT', name: '发送节目', documentSource: source },
      admin,
    );
    const document = await server.post<HelpNode>(QUERY, { documentId: added.data.documentId }, admin);
    expect(document.data.documentSource).toBe(source);
    expect(document.data.documentContent).toContain('<strong>目标屏幕</strong>');
    const nodes = await tree();
    expect(names(nodes).at(-1)).toBe('LED 屏');
    expect(names(nodes.at(-1)?.children ?? [])).toEqual(['发送节目']);
  });

  it('keeps the seeded HTML documents as they were', async () => {
    const document = await server.post<HelpNode>(QUERY, { documentId: 'help-login' }, admin);
    expect(document.data.documentContent?.trim()).toBe(document.data.documentSource);
  });

  it('edits, orders and deletes, and refuses a name left empty', async () => {
    expect(
      await server.post(HELP_ADMIN_API.update, { documentId: 'help-profile', name: '  ' }, admin),
    ).toMatchObject({ code: 400, message: '请输入名称' });
    expect(
      (
        await server.post(
          HELP_ADMIN_API.update,
          { documentId: 'help-profile', name: '个人信息', documentSource: '改过的内容' },
          admin,
        )
      ).code,
    ).toBe(200);
    expect(
      (await server.post(HELP_ADMIN_API.move, { documentId: 'help-profile', direction: 'UP' }, admin)).code,
    ).toBe(200);
    expect(names((await tree())[0].children ?? [])).toEqual(['个人信息', '登录与切换项目']);
    expect(
      (await server.post(HELP_ADMIN_API.move, { documentId: 'help-profile', direction: 'UP' }, admin))
        .message,
    ).toBe('已经在最前或最后');

    expect((await server.post(HELP_ADMIN_API.remove, { documentId: 'help-start' }, admin)).code).toBe(200);
    expect(names(await tree())).not.toContain('快速入门');
    expect((await server.post(QUERY, { documentId: 'help-login' }, admin)).code).toBe(404);
  });

  it('refuses a document as the parent, and everyone without frontTenementHelpMenuManage', async () => {
    expect(
      await server.post(
        HELP_ADMIN_API.add,
        { parentId: 'help-person', type: 'DOCUMENT', name: '子文档' },
        admin,
      ),
    ).toMatchObject({ code: 400, message: '只能添加到目录下' });
    // The manager reads the help document but does not manage it.
    const manager = await server.login('manager');
    for (const path of Object.values(HELP_ADMIN_API))
      expect((await server.post(path, { documentId: 'help-person', name: 'x' }, manager)).code).toBe(403);
  });
});
