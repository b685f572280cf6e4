import {
  AGREEMENT_API,
  API,
  type CustomScreenDetail,
  DASHBOARD_API,
  LED_API,
  type LedProgramRow,
  OPERATE_LOG_API,
  type OperateLogModule,
  type OperateLogRecord,
  type PageResult,
  type Task,
} from '@site/shared-schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN } = DEMO_PROJECTS;

describe('operation log of the calls outside the resource block, its modules and its export', () => {
  let server: TestServer;
  let admin: string;

  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);
  const log = (filters: Record<string, unknown>) =>
    ok<PageResult<OperateLogRecord>>(OPERATE_LOG_API.page, { projectId: MAIN, pageSize: 100, ...filters });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('logs a screen added, renamed, published and deleted, with before and after', async () => {
    const screen = await ok<CustomScreenDetail>(API.customScreenAdd, {
      projectId: MAIN,
      screenName: '日志测试大屏',
    });
    await ok(API.customScreenUpdate, { screenId: screen.screenId, screenName: '日志测试大屏2' });
    await ok(API.customScreenPublish, { screenId: screen.screenId });
    await ok(API.customScreenDelete, { screenId: screen.screenId });
    // A refused call leaves no entry.
    expect((await server.post(API.customScreenDelete, { screenId: screen.screenId }, admin)).code).toBe(404);

    const { records } = await log({ module: 'customScreen', targetName: '日志测试大屏' });
    expect(records.map((entry) => entry.operateType)).toEqual(['DELETE', 'STATUS', 'UPDATE', 'ADD']);
    const [deleted, published, renamed, added] = records;
    expect(added).toMatchObject({
      moduleName: '自定义大屏',
      targetId: screen.screenId,
      targetName: '日志测试大屏',
      userName: '系统管理员',
      before: null,
      after: { screenName: '日志测试大屏', published: false },
    });
    expect(added.after).not.toHaveProperty('document');
    expect(renamed).toMatchObject({
      targetName: '日志测试大屏2',
      before: { screenName: '日志测试大屏' },
      after: { screenName: '日志测试大屏2' },
    });
    expect(published).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(deleted).toMatchObject({ targetName: '日志测试大屏2', after: null });
  });

  it('logs the data screen settings saved, keyed by the project', async () => {
    await ok(DASHBOARD_API.screenConfigSave, { businessId: MAIN, screenName: '智慧工地', remark: '日志' });
    const { records } = await log({ module: 'screenConfig' });
    expect(records[0]).toMatchObject({
      operateType: 'UPDATE',
      targetId: MAIN,
      targetName: '智慧工地',
      after: { screenName: '智慧工地', remark: '日志' },
    });
  });

  it('logs an LED program added and sent, with what each screen answered', async () => {
    const screens = await ok<{ screenId: string }[]>(LED_API.screens, { projectId: MAIN });
    const program = await ok<LedProgramRow>(LED_API.add, {
      projectId: MAIN,
      programName: '日志节目',
      width: 128,
      height: 64,
      background: '#000000',
      items: [{ content: '安全第一', fontSize: 16, color: '#ff0000', x: 0, y: 0, effect: 'STATIC' }],
      screenIds: screens.slice(0, 1).map((screen) => screen.screenId),
    });
    await ok(LED_API.send, { projectId: MAIN, programId: program.programId });
    const { records } = await log({ module: 'ledProgram', targetName: '日志节目' });
    expect(records.map((entry) => entry.operateType)).toEqual(['STATUS', 'ADD']);
    expect(records[1].after).toMatchObject({ programName: '日志节目', sends: [] });
    expect(records[0].after?.sends).toHaveLength(screens.length > 0 ? 1 : 0);
  });

  it('names the modules the project’s log holds, for the filter', async () => {
    const modules = await ok<OperateLogModule[]>(OPERATE_LOG_API.modules, { projectId: MAIN });
    expect(modules).toEqual([
      { module: 'customScreen', moduleName: '自定义大屏' },
      { module: 'ledProgram', moduleName: 'LED节目' },
      { module: 'screenConfig', moduleName: '数据大屏设置' },
    ]);
  });

  it('exports the filtered entries as a task of the task centre', async () => {
    const response = await fetch(`${server.url}${OPERATE_LOG_API.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: MAIN, module: 'customScreen', operateType: 'UPDATE' }),
    });
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('系统操作日志导出.xlsx'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]).toEqual(['操作时间', '操作人', '操作类型', '模块', '操作对象', '操作前', '操作后']);
    expect(rows.slice(1)).toEqual([
      [
        expect.any(String),
        '系统管理员',
        '修改',
        '自定义大屏',
        '日志测试大屏2',
        expect.stringContaining('screenName: 日志测试大屏'),
        expect.stringContaining('screenName: 日志测试大屏2'),
      ],
    ]);
    const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: MAIN, pageSize: 5 });
    expect(tasks.records[0]).toMatchObject({
      taskType: 'OPERATE_LOG_EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
      taskResult: '导出成功，共1条',
    });
  });

  it("logs an exchange with an agreement's platform: what was sent and what it answered", async () => {
    const scope = { projectId: DEMO_PROJECTS.longName, agreementCode: 'ZJ_JZGR' };
    await ok(AGREEMENT_API.pullCompany, scope);
    const { records } = await ok<PageResult<OperateLogRecord>>(OPERATE_LOG_API.page, {
      projectId: scope.projectId,
      pageSize: 10,
      module: 'agreement',
    });
    expect(records[0]).toMatchObject({
      moduleName: '政企协议',
      operateType: 'IMPORT',
      targetId: 'ZJ_JZGR',
      userName: '系统管理员',
      before: null,
    });
    expect(records[0].after).toHaveProperty('answer');
  });
});
