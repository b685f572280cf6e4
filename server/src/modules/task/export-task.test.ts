import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TaskType } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTasks } from '../../db/schema';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import type { AppDeps } from '../../options';
import { DEMO_USERS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { downloadTask, xlsxRows } from '../../test/xlsx';
import { defineExport, type ExportRecipe, runExport } from './export-task';
import { ADMIN, taskOf, waitForTask } from './test-imports';

async function* people(count: number, failAt?: number) {
  for (let index = 0; index < count; index += 1) {
    if (index === failAt) throw new ApiError(CODE.badRequest, '数据读取失败');
    yield [`工人${index}`, `330102********${`${index % 10_000}`.padStart(4, '0')}`, index];
  }
}

const COLUMNS = [{ header: '姓名' }, { header: '身份证号', width: 24 }, { header: '序号' }];

interface PeopleInput {
  taskType: TaskType;
  taskName: string;
  count: number;
  failAt?: number;
}

/** A test export of `count` made-up people, failing at row `failAt`. */
const peopleExport = (deps: AppDeps, name: string, access: ExportRecipe['access']) =>
  defineExport(deps, {
    name,
    access,
    build: async (_user, input: PeopleInput) => ({
      projectId: '1',
      taskType: input.taskType,
      taskName: input.taskName,
      fileName: `${input.taskName}.xlsx`,
      columns: COLUMNS,
      rows: people(input.count, input.failAt),
    }),
  });

describe('exports as tasks', () => {
  let server: TestServer;
  let admin: string;
  let recipe: ExportRecipe<PeopleInput>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    recipe = peopleExport(server.app.taskRunner.deps, 'test/people-export', 'session');
  });
  afterAll(() => server.close());

  it('streams the rows into an .xlsx of a finished task and answers it, downloadable by its owner', async () => {
    const answer = await runExport(server.app.taskRunner.deps, recipe, ADMIN, {
      taskType: 'PERSON_EXPORT',
      taskName: '人员信息导出',
      count: 2500,
    });
    expect(answer.fileName).toBe('人员信息导出.xlsx');
    (answer.body as Readable).destroy();

    const tasks = await server.post<{ records: { taskId: string; taskResult: string }[] }>(
      '/front/tenementFileTask/pageList',
      { businessId: '1', taskType: 'PERSON_EXPORT', fileName: '人员信息导出.xlsx' },
      admin,
    );
    const { taskId } = tasks.data.records.find((task) => task.taskResult === '导出成功，共2500条') ?? {};
    expect(taskId).toBeTruthy();
    expect(await taskOf(server, admin, taskId as string)).toMatchObject({
      operateType: 'EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
      progress: 2500,
      total: 2500,
      filePathUrl: '',
    });

    const download = await downloadTask(server, taskId as string, admin);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('人员信息导出.xlsx')}`,
    );
    const rows = await xlsxRows(Buffer.from(await download.arrayBuffer()));
    expect(rows).toHaveLength(2500);
    expect(rows[2499]).toEqual({
      rowNumber: 2501,
      values: { 姓名: '工人2499', 身份证号: '330102********2499', 序号: '2499' },
    });

    const manager = await server.login('manager');
    expect(await (await downloadTask(server, taskId as string, manager)).json()).toMatchObject({
      code: 404,
      message: '任务不存在',
    });
  });

  it('records a failed export with the reason, keeps no file, and throws the error on', async () => {
    const export_ = runExport(server.app.taskRunner.deps, recipe, ADMIN, {
      taskType: 'VERIFY_PERSON_RECORD_EXPORT',
      taskName: '识别记录导出',
      count: 100,
      failAt: 40,
    });
    await expect(export_).rejects.toThrow('数据读取失败');
    const tasks = await server.post<{
      records: { taskId: string; taskStatus: string; taskResult: string }[];
    }>(
      '/front/tenementFileTask/pageList',
      { businessId: '1', taskStatus: 'TASK_FAIL', operateType: 'EXPORT' },
      admin,
    );
    const [failed] = tasks.data.records;
    expect(failed.taskResult).toBe('导出失败：数据读取失败');
    expect(existsSync(join(server.dataDir, 'tasks', failed.taskId))).toBe(false);
    expect(
      await server.post('/front/tenementFileTask/download', { taskId: failed.taskId }, admin),
    ).toMatchObject({
      code: 400,
      message: '任务执行失败，没有可下载的文件',
    });
  });

  it('answers the task file itself, also for an export without rows', async () => {
    const answer = await runExport(server.app.taskRunner.deps, recipe, ADMIN, {
      taskType: 'PERSON_EXPORT',
      taskName: '空导出',
      count: 0,
    });
    expect(await xlsxRows(await buffer(answer.body as Readable))).toEqual([]);
    const tasks = await server.post<{ records: { taskResult: string }[] }>(
      '/front/tenementFileTask/pageList',
      { businessId: '1', fileName: '空导出' },
      admin,
    );
    expect(tasks.data.records).toMatchObject([{ taskResult: '导出成功，共0条' }]);
  });

  /** An export task as a replica that died mid-way leaves it: running, its lease run out. */
  const cutOff = (id: string, userId: string, recipeName: string, input: PeopleInput) =>
    server.app.taskRunner.deps.db.insert(fileTasks).values({
      id,
      orgId: ADMIN.orgId,
      projectId: '1',
      userId,
      taskName: input.taskName,
      taskType: input.taskType,
      operateType: 'EXPORT',
      taskStatus: 'TASK_EXECUTE',
      fileName: `${input.taskName}.xlsx`,
      progress: 120,
      params: {
        kind: 'export',
        recipe: { name: recipeName, input, roleId: null },
        lease: { owner: 'gone', until: '2000-01-01T00:00:00Z' },
      },
    });

  it('makes again, for the task centre, an export whose replica died mid-way', async () => {
    const input: PeopleInput = { taskType: 'PERSON_EXPORT', taskName: '接手导出', count: 300 };
    await cutOff('export-taken-over', DEMO_USERS.admin, recipe.name, input);
    server.app.taskRunner.wake();
    expect(await waitForTask(server, admin, 'export-taken-over')).toMatchObject({
      taskStatus: 'TASK_ALL_FINISH',
      taskResult: '导出成功，共300条',
      progress: 300,
    });
    const rows = await xlsxRows(
      Buffer.from(await (await downloadTask(server, 'export-taken-over', admin)).arrayBuffer()),
    );
    expect(rows).toHaveLength(300);
  });

  it('makes it again only for a user who still holds its code, and fails one whose recipe is unknown', async () => {
    const guarded = peopleExport(
      server.app.taskRunner.deps,
      'test/guarded-export',
      'frontTenementHelpMenuManage',
    );
    const input: PeopleInput = { taskType: 'PERSON_EXPORT', taskName: '无权导出', count: 10 };
    await cutOff('export-of-manager', DEMO_USERS.manager, guarded.name, input);
    await cutOff('export-unknown', DEMO_USERS.admin, 'test/no-such-export', input);
    server.app.taskRunner.wake();
    const manager = await server.login('manager');
    expect(await waitForTask(server, manager, 'export-of-manager')).toMatchObject({
      taskStatus: 'TASK_FAIL',
      taskResult: `导出中断：${MESSAGE.forbiddenResource}`,
    });
    expect(await waitForTask(server, admin, 'export-unknown')).toMatchObject({
      taskStatus: 'TASK_FAIL',
      taskResult: '导出中断：服务器已重启，请重新导出',
    });
  });
});
