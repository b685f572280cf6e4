import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PageResult, Task } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const LIST = '/front/tenementFileTask/pageList';
const DELETE = '/front/tenementFileTask/delete';

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

  it("lists the caller's tasks of the project, newest first, with records and total", async () => {
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
      fileName: '人员信息导出.csv',
    });
    expect(page.records[3].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.records[0].updateTime).toBe('');
  });

  it('serves the result file of a finished export at filePathUrl', async () => {
    const [done] = (await list({ taskStatus: 'TASK_ALL_FINISH' })).records;
    const file = await fetch(done.filePathUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('姓名');
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
  });

  it('refuses a project the caller is not a member of', async () => {
    const nobody = await server.login('nobody');
    expect((await server.post(LIST, { businessId: '2' }, nobody)).code).toBe(403);
    expect((await list({}, nobody)).total).toBe(0);
  });

  it('deletes own finished tasks with 删除成功! and removes their files', async () => {
    const [done] = (await list({ taskStatus: 'TASK_ALL_FINISH' })).records;
    const answer = await server.post(DELETE, { taskIdList: [done.taskId, 'task-admin-3'] }, admin);
    expect(answer).toEqual({ code: 200, message: '删除成功!', data: null });
    expect((await list({})).total).toBe(2);
    expect(existsSync(join(server.dataDir, 'files/task/task-admin-1.csv'))).toBe(false);
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
