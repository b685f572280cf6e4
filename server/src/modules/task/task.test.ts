import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PageResult, PersonTaskDetail, Task } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { downloadTask, xlsxRows } from '../../test/xlsx';

const LIST = '/front/tenementFileTask/pageList';
const DELETE = '/front/tenementFileTask/delete';
const DOWNLOAD = '/front/tenementFileTask/download';
const PERSON_DETAIL = '/front/tenementFileTask/queryPersonImportDetail';

describe('task centre', () => {
  let server: TestServer;
  let admin: string;
  const list = async (body: Record<string, unknown>, token = admin) => {
    const answer = await server.post<PageResult<Task>>(
      LIST,
      { businessId: '1', pageNumber: 1, pageSize: 20, ...body },
      token,
    );
    expect(answer.code).toBe(200);
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it("lists the caller's tasks of the project, newest first, with progress and total", async () => {
    const page = await list({});
    expect(page.total).toBe(4);
    expect(page.records.map((task) => task.taskStatus)).toEqual([
      'TASK_EXECUTE',
      'TASK_FAIL',
      'TASK_PART_FINISH',
      'TASK_ALL_FINISH',
    ]);
    expect(page.records[3]).toMatchObject({
      taskId: 'task-admin-1',
      taskType: 'PERSON_EXPORT',
      operateType: 'EXPORT',
      fileName: '人员信息导出.xlsx',
      filePathUrl: '',
      progress: 2,
      total: 2,
    });
    expect(page.records[0]).toMatchObject({ progress: 1200, total: 3000, updateTime: '' });
    expect(page.records[3].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('hands out the .xlsx of a finished export to its owner only, named in content-disposition', async () => {
    const answer = await downloadTask(server, 'task-admin-1', admin);
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('人员信息导出.xlsx')}`,
    );
    const rows = await xlsxRows(Buffer.from(await answer.arrayBuffer()));
    expect(rows[0].values).toEqual({
      姓名: '王大力',
      班组: '木工一班',
      工种: '木工',
      身份证号: '330102********1234',
    });

    // Another user's task is unknown to the caller; task files are not served publicly.
    expect(await server.post(DOWNLOAD, { taskId: 'task-manager-1' }, admin)).toMatchObject({ code: 404 });
    const publicly = await fetch(`${server.url}/files/task-admin-1/export.xlsx`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await publicly.json()).toMatchObject({ code: 404 });
    expect(await server.post(DOWNLOAD, { taskId: 'task-admin-1' })).toMatchObject({ code: 401 });
  });

  it('refuses to download a running, failed or import task with a reason', async () => {
    expect(await server.post(DOWNLOAD, { taskId: 'task-admin-4' }, admin)).toMatchObject({
      code: 400,
      message: '任务正在执行，请完成后再下载',
    });
    expect(await server.post(DOWNLOAD, { taskId: 'task-admin-3' }, admin)).toMatchObject({
      code: 400,
      message: '该任务没有可下载的文件',
    });
    expect(await server.post(DOWNLOAD, { taskId: 7 }, admin)).toMatchObject({ code: 400 });
    expect(await server.post(DOWNLOAD, {}, admin)).toMatchObject({ code: 400, message: 'taskId: 必填' });
  });

  it('pages and filters by type, operation, status, file name and time', async () => {
    const second = await list({ pageNumber: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, records: [{ taskId: 'task-admin-1' }] });
    expect((await list({ operateType: 'IMPORT' })).total).toBe(2);
    expect((await list({ taskType: 'BLACKLIST_IMPORT' })).records[0].taskStatus).toBe('TASK_FAIL');
    expect((await list({ fileName: '识别' })).total).toBe(1);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const local = (date: Date) =>
      `${date.getFullYear()}-${`${date.getMonth() + 1}`.padStart(2, '0')}-${`${date.getDate()}`.padStart(2, '0')} ${`${date.getHours()}`.padStart(2, '0')}:${`${date.getMinutes()}`.padStart(2, '0')}:00`;
    expect((await list({ startTime: local(hourAgo) })).total).toBe(1);
    expect((await list({ endTime: local(hourAgo) })).total).toBe(3);
    expect(await server.post(LIST, { businessId: '1', startTime: 'yesterday' }, admin)).toMatchObject({
      code: 400,
    });
    expect(await server.post(LIST, { businessId: '1', pageNumber: '1' }, admin)).toMatchObject({ code: 400 });
    expect(await server.post(LIST, { businessId: '1', fileName: 'a\u0000' }, admin)).toMatchObject({
      code: 400,
    });
  });

  it('refuses a project the caller is not a member of', async () => {
    const nobody = await server.login('nobody');
    expect((await server.post(LIST, { businessId: '2' }, nobody)).code).toBe(403);
    expect((await list({}, nobody)).total).toBe(0);
  });

  it('shows the rows of the seeded person import, masked', async () => {
    const answer = await server.post<PageResult<PersonTaskDetail>>(
      PERSON_DETAIL,
      {
        businessId: '1',
        projectId: '1',
        taskId: 'task-admin-2',
        pageNumber: 1,
        pageSize: 20,
        type: 'ADD',
        recordStatus: 0,
      },
      admin,
    );
    expect(answer.data.total).toBe(2);
    expect(answer.data.records.map((row) => [row.rowNumber, row.recordContent])).toEqual([
      [8, '请输入正确的身份证号码'],
      [16, '身份证号与第3行重复'],
    ]);
    expect(answer.data.records[1].idcardNumber).toBe('330102********1003');
  });

  it('deletes own finished tasks with 删除成功! and removes their files', async () => {
    const answer = await server.post(DELETE, { taskIdList: ['task-admin-1', 'task-admin-3'] }, admin);
    expect(answer).toEqual({ code: 200, message: '删除成功!', data: null });
    expect((await list({})).total).toBe(2);
    expect(existsSync(join(server.dataDir, 'tasks/task-admin-1'))).toBe(false);
    expect(existsSync(join(server.dataDir, 'tasks/task-manager-1/export.xlsx'))).toBe(true);
  });

  it('refuses to delete a running task or a task of someone else', async () => {
    expect(await server.post(DELETE, { taskIdList: ['task-admin-4'] }, admin)).toMatchObject({
      code: 400,
      message: '执行中的任务不能删除',
    });
    expect((await server.post(DELETE, { taskIdList: ['task-manager-2'] }, admin)).code).toBe(404);
    expect((await server.post(DELETE, { taskIdList: [] }, admin)).code).toBe(400);
  });
});
