import { DASHBOARD_API, type ScreenConfig } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME, disabled: DISABLED } = DEMO_PROJECTS;
const { screenConfigQuery: QUERY, screenConfigSave: SAVE } = DASHBOARD_API;

describe('siteProjectScreenConfig', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let nobody: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, manager, nobody] = await Promise.all([
      server.login('admin'),
      server.login('manager'),
      server.login('nobody'),
    ]);
  });
  afterAll(() => server.close());

  it('answers empty texts before anything is saved', async () => {
    expect(await server.post(QUERY, { businessId: MAIN }, manager)).toMatchObject({
      code: 200,
      data: { businessId: MAIN, screenName: '', remark: '' },
    });
  });

  it('adds, then updates, the name and remark of one project only', async () => {
    const first = { businessId: MAIN, screenName: '  城南一期数据大屏 ', remark: '安全第一，质量为本' };
    expect(await server.post(SAVE, first, manager)).toMatchObject({ code: 200, message: '保存成功' });
    expect((await server.post<ScreenConfig>(QUERY, { businessId: MAIN }, admin)).data).toEqual({
      businessId: MAIN,
      screenName: '城南一期数据大屏',
      remark: '安全第一，质量为本',
    });

    await server.post(SAVE, { businessId: MAIN, screenName: '', remark: '文明施工' }, manager);
    expect((await server.post<ScreenConfig>(QUERY, { businessId: MAIN }, manager)).data).toEqual({
      businessId: MAIN,
      screenName: '',
      remark: '文明施工',
    });
    expect((await server.post<ScreenConfig>(QUERY, { businessId: LONG_NAME }, admin)).data).toMatchObject({
      screenName: '',
      remark: '',
    });
  });

  it('checks the texts', async () => {
    expect(
      await server.post(SAVE, { businessId: MAIN, screenName: 'x'.repeat(51), remark: '' }, admin),
    ).toMatchObject({
      code: 400,
      message: 'screenName: 长度不能超过50',
    });
    expect(await server.post(SAVE, { businessId: MAIN, screenName: '' }, admin)).toMatchObject({
      code: 400,
      message: 'remark: 必填',
    });
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    const save = { businessId: MAIN, screenName: '越权', remark: '' };
    for (const [path, body] of [
      [QUERY, { businessId: MAIN }],
      [SAVE, save],
    ] as const) {
      expect(await server.post(path, body)).toMatchObject({ code: 401 });
      expect(await server.post(path, body, nobody)).toMatchObject({ code: 403, message: '无权访问该资源' });
      expect(await server.post(path, { ...body, businessId: DISABLED }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
    expect((await server.post<ScreenConfig>(QUERY, { businessId: MAIN }, admin)).data.screenName).not.toBe(
      '越权',
    );
  });
});
