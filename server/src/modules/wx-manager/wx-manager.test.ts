import {
  OPERATE_LOG_API,
  type OperateLogRecord,
  type PageResult,
  WX_MANAGER_API,
  type WxManagerBinding,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME } = DEMO_PROJECTS;

describe('wx/manager (WX_MANAGER_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;
  const page = (body: Record<string, unknown>) =>
    server.post<PageResult<WxManagerBinding>>(
      WX_MANAGER_API.page,
      { pageNumber: 1, pageSize: 20, ...body },
      admin,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the project’s bound managers newest first, searchable by name', async () => {
    const all = await page({ projectId: MAIN });
    expect(all.data.total).toBe(3);
    expect(all.data.records.map((row) => row.managerName)).toEqual(['王海涛', '李秀英', '张建国']);
    expect(all.data.records[0]).toMatchObject({
      bindId: 'wx-bind-3',
      wxNickName: '海涛',
      bindTime: '2025-06-02 08:05:00',
    });
    expect(all.data.records[0]).not.toHaveProperty('openId');
    expect(
      (await page({ projectId: MAIN, managerName: '秀英' })).data.records.map((row) => row.bindId),
    ).toEqual(['wx-bind-2']);
  });

  it('unbinds a manager of the project only, and logs what he was', async () => {
    expect(
      await server.post(WX_MANAGER_API.unbind, { projectId: MAIN, bindId: 'wx-bind-4' }, admin),
    ).toMatchObject({ code: 404, message: '记录不存在' });
    expect(
      await server.post(WX_MANAGER_API.unbind, { projectId: MAIN, bindId: 'wx-bind-2' }, admin),
    ).toMatchObject({ code: 200, message: '解绑成功' });
    expect((await page({ projectId: MAIN })).data.total).toBe(2);
    expect((await page({ projectId: LONG_NAME })).data.total).toBe(1);
    const log = await server.post<PageResult<OperateLogRecord>>(
      OPERATE_LOG_API.page,
      { projectId: MAIN, pageNumber: 1, pageSize: 5 },
      admin,
    );
    expect(log.data.records[0]).toMatchObject({
      module: 'wxManager',
      operateType: 'DELETE',
      targetName: '李秀英',
      before: { managerName: '李秀英', wxNickName: '秀英-安全员' },
    });
  });

  it('refuses without cSiteAreaManager', async () => {
    const manager = await server.login('manager');
    expect(
      await server.post(WX_MANAGER_API.unbind, { projectId: MAIN, bindId: 'wx-bind-1' }, manager),
    ).toMatchObject({ code: 403 });
  });
});
