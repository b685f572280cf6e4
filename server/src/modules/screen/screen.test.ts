import {
  API,
  type CustomScreenDetail,
  type CustomScreenItem,
  type PageResult,
  type PlayedScreenAnswer,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { ok, textDocument } from './testing';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('screens of the designer (siteCustomScreen)', () => {
  let server: TestServer;
  let manager: string;
  const call = <T>(path: string, body: unknown, token = manager) => ok<T>(server, path, body, token);
  const add = (body: Record<string, unknown>) =>
    call<CustomScreenDetail>(API.customScreenAdd, { projectId: '2', ...body });
  const list = (body: Record<string, unknown> = {}) =>
    call<PageResult<CustomScreenItem>>(API.customScreenList, { projectId: '2', ...body });
  const play = (screenId: string, key: string) =>
    server.post<PlayedScreenAnswer>(API.customScreenPlay, { screenId, key });

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('adds a screen with a validated document and answers it with its draft', async () => {
    const screen = await add({ screenName: '  塔吊监控大屏 ', document: textDocument('你好') });
    expect(screen).toMatchObject({
      projectId: '2',
      screenName: '塔吊监控大屏',
      publishTime: '',
      published: false,
      draftChanged: false,
    });
    expect(screen.createTime).toMatch(DATE_TIME);
    expect(screen.document.canvasStyleData.screenName).toBe('塔吊监控大屏');
    expect(screen.document.componentData[0].propValue).toBe('你好');
    const queried = await call<CustomScreenDetail>(API.customScreenQuery, { screenId: screen.screenId });
    expect(queried).toEqual(screen);
  });

  it('starts an empty 1920 × 1080 canvas without a document, and takes the name from a document', async () => {
    const empty = await add({ screenName: '空白大屏' });
    expect(empty.document).toMatchObject({
      schemaVersion: 1,
      canvasStyleData: { width: 1920, height: 1080, screenName: '空白大屏' },
      componentData: [],
    });
    const named = textDocument('x');
    named.canvasStyleData.screenName = '文档里的名字';
    expect((await add({ document: named })).screenName).toBe('文档里的名字');
    expect(await server.post(API.customScreenAdd, { projectId: '2' }, manager)).toMatchObject({
      code: 400,
      message: 'screenName: 必填',
    });
  });

  it('migrates a document of the original product, also as JSON text', async () => {
    const original = {
      canvasStyleData: { width: 1920, height: 1080, scale: '100%' },
      componentData: [{ id: 1, component: 'v-text', propValue: '旧版', style: { width: '200', height: 28 } }],
    };
    const screen = await add({ screenName: '旧版大屏', document: JSON.stringify(original) });
    expect(screen.document.schemaVersion).toBe(1);
    expect(screen.document.componentData[0]).toMatchObject({ component: 'VText', style: { width: 200 } });
  });

  it("refuses a bad document with code 400, naming the validator's first errors and their paths", async () => {
    const bad = textDocument('x') as unknown as { componentData: { style: Record<string, unknown> }[] };
    bad.componentData[0].style.width = 'wide';
    bad.componentData[0].style.opacity = 7;
    const answer = await server.post(
      API.customScreenAdd,
      { projectId: '2', screenName: 'x', document: bad },
      manager,
    );
    expect(answer.code).toBe(400);
    expect(answer.message).toContain('document: componentData[0].style.width: expected a number');
    expect(answer.message).toContain('componentData[0].style.opacity: expected a number from 0 to 1');
    const notJson = await server.post(API.customScreenAdd, { projectId: '2', document: '{oops' }, manager);
    expect(notJson.message).toMatch(/^document: \(root\): not valid JSON/);
    const [first] = (await list()).records;
    const update = await server.post(
      API.customScreenUpdate,
      { screenId: first.screenId, document: [1] },
      manager,
    );
    expect(update.code).toBe(400);
  });

  it('refuses a data source that calls a site path other than the read-only data calls, also in a group', async () => {
    const hostile = textDocument('x') as unknown as {
      componentData: { request?: unknown; component: string; propValue: unknown }[];
    };
    const widget = hostile.componentData[0];
    const source = { method: 'POST', paramType: 'object', data: [], series: false, time: 0, requestCount: 0 };
    widget.request = { ...source, url: '/front/user/update' };
    const refused = await server.post(
      API.customScreenAdd,
      { projectId: '2', screenName: 'x', document: hostile },
      manager,
    );
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('数据源只能调用站点的只读数据接口');
    expect(refused.message).toContain('/front/user/update');
    widget.request = { ...source, url: '/front/siteProject/queryByProject' };
    const allowed = await server.post(
      API.customScreenAdd,
      { projectId: '2', screenName: '只读数据源', document: hostile },
      manager,
    );
    expect(allowed, allowed.message).toMatchObject({ code: 200 });
    await call(API.customScreenDelete, { screenId: (allowed.data as CustomScreenDetail).screenId });
  });

  it('refuses a wrong type instead of coercing it: a screen name of true is not "true"', async () => {
    const answer = await server.post(API.customScreenAdd, { projectId: '2', screenName: true }, manager);
    expect(answer).toMatchObject({ code: 400, message: 'screenName: 类型错误' });
  });

  it('lists the screens of a project, last saved first, paged and filtered by name', async () => {
    const page = await list({ pageNumber: 1, pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.records.map((screen) => screen.screenName)).toEqual(['旧版大屏', '文档里的名字']);
    expect(page.records[0]).not.toHaveProperty('document');
    expect((await list({ pageNumber: 2, pageSize: 3 })).records).toHaveLength(1);
    expect((await list({ screenName: '塔吊' })).records.map((screen) => screen.screenName)).toEqual([
      '塔吊监控大屏',
    ]);
    expect((await list({ screenName: '%' })).total).toBe(0);
    expect((await call<PageResult<CustomScreenItem>>(API.customScreenList, { projectId: '3' })).total).toBe(
      0,
    );
  });

  it('keeps what walls play until the next publish, whatever the draft becomes', async () => {
    const screen = await add({ screenName: '发布测试', document: textDocument('第一版') });
    const key = (await call<{ key: string }>(API.customScreenKeyAdd, { screenId: screen.screenId })).key;
    expect((await play(screen.screenId, key)).code).toBe(404);

    const published = await call<CustomScreenItem>(API.customScreenPublish, { screenId: screen.screenId });
    expect(published).toMatchObject({ published: true, draftChanged: false });
    expect(published.publishTime).toMatch(DATE_TIME);

    const saved = await call<CustomScreenDetail>(API.customScreenUpdate, {
      screenId: screen.screenId,
      screenName: '发布测试（改）',
      document: textDocument('第二版'),
    });
    expect(saved).toMatchObject({ screenName: '发布测试（改）', published: true, draftChanged: true });
    expect(saved.document.componentData[0].propValue).toBe('第二版');
    const walls = await play(screen.screenId, key);
    expect(walls.data).toMatchObject({ screenName: '发布测试', projectId: '2' });
    expect(walls.data.document.componentData[0].propValue).toBe('第一版');

    await call(API.customScreenPublish, { screenId: screen.screenId });
    const republished = await play(screen.screenId, key);
    expect(republished.data.screenName).toBe('发布测试（改）');
    expect(republished.data.document.componentData[0].propValue).toBe('第二版');
    const [row] = (await list({ screenName: '发布测试' })).records;
    expect(row).toMatchObject({ published: true, draftChanged: false });
  });

  it('renames without touching the document, and copies a screen as a new unpublished draft', async () => {
    const [source] = (await list({ screenName: '发布测试' })).records;
    const renamed = await call<CustomScreenDetail>(API.customScreenUpdate, {
      screenId: source.screenId,
      screenName: '改名',
    });
    expect(renamed.document.canvasStyleData.screenName).toBe('改名');
    expect(renamed.document.componentData[0].propValue).toBe('第二版');
    expect(renamed.draftChanged).toBe(true);

    const copy = await call<CustomScreenDetail>(API.customScreenCopy, { screenId: source.screenId });
    expect(copy).toMatchObject({
      screenName: '改名-副本',
      projectId: '2',
      published: false,
      publishTime: '',
    });
    expect(copy.screenId).not.toBe(source.screenId);
    expect(copy.document.componentData).toEqual(renamed.document.componentData);
    const named = await call<CustomScreenDetail>(API.customScreenCopy, {
      screenId: source.screenId,
      screenName: '第二块屏',
    });
    expect(named.screenName).toBe('第二块屏');
  });

  it("refuses a name another of the project's screens has, and numbers a copy whose name is taken", async () => {
    const taken = { code: 400, message: 'screenName: 大屏名称已存在' };
    expect(
      await server.post(API.customScreenAdd, { projectId: '2', screenName: ' 改名 ' }, manager),
    ).toMatchObject(taken);
    const [source] = (await list({ screenName: '改名' })).records.filter((row) => row.screenName === '改名');
    const other = await add({ screenName: '另一块屏' });
    expect(
      await server.post(API.customScreenUpdate, { screenId: other.screenId, screenName: '改名' }, manager),
    ).toMatchObject(taken);
    const named = textDocument('x');
    named.canvasStyleData.screenName = '第二块屏';
    expect(
      await server.post(API.customScreenUpdate, { screenId: other.screenId, document: named }, manager),
    ).toMatchObject(taken);
    expect(
      await server.post(API.customScreenCopy, { screenId: source.screenId, screenName: '另一块屏' }, manager),
    ).toMatchObject(taken);
    // Saving a screen under its own name is no clash, and another project may use the name.
    await call(API.customScreenUpdate, { screenId: source.screenId, screenName: '改名' });
    await call(API.customScreenAdd, { projectId: '1', screenName: '改名' });

    const copies = [];
    for (let copy = 0; copy < 2; copy += 1) {
      copies.push(await call<CustomScreenDetail>(API.customScreenCopy, { screenId: source.screenId }));
    }
    expect(copies.map((copy) => copy.screenName)).toEqual(['改名-副本2', '改名-副本3']);
  });

  it('deletes a screen with 删除成功!, and its keys stop playing', async () => {
    const screen = await add({ screenName: '待删除', document: textDocument('x') });
    await call(API.customScreenPublish, { screenId: screen.screenId });
    const key = (await call<{ key: string }>(API.customScreenKeyAdd, { screenId: screen.screenId })).key;
    expect((await play(screen.screenId, key)).code).toBe(200);
    expect(await server.post(API.customScreenDelete, { screenId: screen.screenId }, manager)).toEqual({
      code: 200,
      message: '删除成功!',
      data: null,
    });
    expect((await server.post(API.customScreenQuery, { screenId: screen.screenId }, manager)).code).toBe(404);
    expect((await play(screen.screenId, key)).code).toBe(401);
    expect((await server.post(API.customScreenDelete, { screenId: 'no-such' }, manager)).code).toBe(404);
  });

  it('refuses without a token (401), without cCustomScreen (403), and outside the project (403)', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [API.customScreenList, { projectId: '1' }],
      [API.customScreenAdd, { projectId: '1', screenName: 'x' }],
      [API.customScreenQuery, { screenId: DEMO_SCREEN.id }],
      [API.customScreenUpdate, { screenId: DEMO_SCREEN.id, screenName: 'x' }],
      [API.customScreenDelete, { screenId: DEMO_SCREEN.id }],
      [API.customScreenCopy, { screenId: DEMO_SCREEN.id }],
      [API.customScreenPublish, { screenId: DEMO_SCREEN.id }],
      [API.customScreenKeyAdd, { screenId: DEMO_SCREEN.id }],
      [API.customScreenKeyList, { screenId: DEMO_SCREEN.id }],
    ];
    // nobody is a member of project 1 without any resource; noproject holds cCustomScreen, not project 1.
    const nobody = await server.login('nobody');
    const noproject = await server.login('noproject');
    for (const [path, body] of calls) {
      expect((await server.post(path, body)).code, path).toBe(401);
      expect(await server.post(path, body, nobody), path).toMatchObject({
        code: 403,
        message: '无权访问该资源',
      });
      expect(await server.post(path, body, noproject), path).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
    const demo = await call<CustomScreenDetail>(API.customScreenQuery, { screenId: DEMO_SCREEN.id });
    expect(demo.screenName).toBe('城南安置房一期工程 项目大屏');
  });
});
