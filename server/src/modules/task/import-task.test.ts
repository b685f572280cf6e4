import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PageResult, PERSON_API, type PersonTaskDetail } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { startImport } from './import-task';
import { ADMIN, applications, importSheet, registerTestImport, taskOf, waitForTask } from './test-imports';

const DETAIL = '/front/tenementFileTask/queryPersonImportDetail';
const HEADERS = ['姓名', '身份证号', '照片', '结果'];

describe('imports as tasks', () => {
  let server: TestServer;
  let admin: string;
  const details = async (body: Record<string, unknown>, token = admin) =>
    server.post<PageResult<PersonTaskDetail>>(
      DETAIL,
      { businessId: '1', projectId: '1', pageNumber: 1, pageSize: 20, type: 'ADD', ...body },
      token,
    );

  beforeAll(async () => {
    registerTestImport('TEST_IMPORT');
    registerTestImport('TEST_IMPORT_SLOW', 25);
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('applies good rows, reports bad, failing and repeated ones per row: TASK_PART_FINISH', async () => {
    const taskId = await importSheet(
      server,
      'TEST_IMPORT',
      HEADERS,
      [
        ['王大力', '330102199001011234', 'wang.jpg', ''],
        ['赵小川', '330102199001015678', '', '拒绝'],
        ['钱多多', '330102199001019999', '', '出错'],
        ['孙悟空', '330102199001011234', '', ''],
        ['李逵', '110101199003070000', 'li.png', ''],
      ],
      { personType: 'WORKER' },
    );
    const task = await waitForTask(server, admin, taskId);
    expect(task).toMatchObject({
      operateType: 'IMPORT',
      taskStatus: 'TASK_PART_FINISH',
      taskResult: '导入完成：成功2条，失败3条',
      progress: 5,
      total: 5,
    });
    expect(task.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const page = (await details({ taskId })).data;
    expect(page.total).toBe(5);
    expect(page.records.map((row) => [row.rowNumber, row.recordStatus, row.recordContent])).toEqual([
      [2, 1, ''],
      [3, 0, '第3行被拒绝'],
      [4, 0, '服务器内部错误'],
      [5, 0, '身份证号与第2行重复'],
      [6, 1, ''],
    ]);
    expect(page.records[0]).toMatchObject({
      personName: '王大力',
      idcardNumber: '330102********1234',
      photoName: 'wang.jpg',
      personPhotoPath: '/files/otherImg/202401/wang.jpg',
    });
    expect(page.records[1]).toMatchObject({
      personName: '赵小川',
      idcardNumber: '330102********5678',
      personPhotoPath: '',
    });

    const { db } = server.app.taskRunner.deps;
    expect(await Promise.all([2, 3, 4, 5, 6].map((row) => applications(db, taskId, row)))).toEqual([
      1, 0, 0, 0, 1,
    ]);
  });

  it('filters and pages the detail rows, for the owner of the task only', async () => {
    const taskId = await importSheet(
      server,
      'TEST_IMPORT',
      HEADERS,
      Array.from({ length: 25 }, (_, index) => [
        index % 5 === 0 ? `张${index}` : `李${index}`,
        `3301021990010${`${index}`.padStart(5, '0')}`,
        index % 2 === 0 ? `p${index}.jpg` : '',
        index % 10 === 9 ? '拒绝' : '',
      ]),
    );
    await waitForTask(server, admin, taskId);
    const count = async (body: Record<string, unknown>) => (await details({ taskId, ...body })).data.total;
    expect(await count({})).toBe(25);
    expect(await count({ personName: '张' })).toBe(5);
    expect(await count({ recordStatus: 0 })).toBe(2);
    expect(await count({ recordStatus: 1, personName: '李' })).toBe(18);
    expect(await count({ personPhotoStatus: 1 })).toBe(13);
    expect(await count({ personPhotoStatus: 0, recordStatus: '' })).toBe(12);
    expect(await count({ photoName: 'p1' })).toBe(5);
    expect(await count({ idcardNumber: '00024' })).toBe(1);
    expect(await count({ startTime: '2000-01-01 00:00:00', endTime: '2999-12-31 23:59:59' })).toBe(25);
    expect(await count({ endTime: '2000-01-01' })).toBe(0);

    const second = (await details({ taskId, pageNumber: 2, pageSize: 10 })).data;
    expect(second.records.map((row) => row.rowNumber)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);

    const manager = await server.login('manager');
    expect((await details({ taskId }, manager)).code).toBe(404);
    expect((await details({ taskId, projectId: '3', businessId: '3' })).code).toBe(404);
    expect((await details({ taskId, businessId: '3' })).code).toBe(404);
    expect((await details({ taskId, recordStatus: '1' })).code).toBe(400);
    expect((await details({ taskId, personName: 'x\u0000' })).code).toBe(400);
    expect((await details({ taskId: 'no-such-task' })).code).toBe(404);
    const blacklist = await server.post<PageResult<Record<string, unknown>>>(
      '/front/tenementFileTask/queryBlacklistImportDetail',
      { projectId: '1', taskId, pageNumber: 1, pageSize: 1 },
      admin,
    );
    expect(blacklist.data.records[0]).toEqual({
      detailId: expect.any(String),
      rowNumber: 2,
      recordStatus: 1,
      recordContent: '',
      createTime: expect.stringMatching(/^\d{4}-/),
      personName: '张0',
      idcardNumber: '330102********0000',
      eventDescription: '',
      eventTime: '',
      eventPlace: '',
    });
  });

  it('ends TASK_ALL_FINISH when every row is applied and TASK_FAIL when none is', async () => {
    const good = await importSheet(server, 'TEST_IMPORT', HEADERS, [
      ['甲', '1', '', ''],
      ['乙', '2', '', ''],
    ]);
    expect(await waitForTask(server, admin, good)).toMatchObject({
      taskStatus: 'TASK_ALL_FINISH',
      taskResult: '导入完成：成功2条，失败0条',
    });
    const bad = await importSheet(server, 'TEST_IMPORT', HEADERS, [
      ['甲', '1', '', '拒绝'],
      ['乙', '2', '', '出错'],
    ]);
    expect(await waitForTask(server, admin, bad)).toMatchObject({
      taskStatus: 'TASK_FAIL',
      taskResult: '导入失败：成功0条，失败2条',
    });
  });

  it('fails at once, with the reason, a file with a wrong header, without rows, or not a spreadsheet', async () => {
    const header = await importSheet(server, 'TEST_IMPORT', ['名字', '身份证号'], [['甲', '1']]);
    expect(await taskOf(server, admin, header)).toMatchObject({
      taskStatus: 'TASK_FAIL',
      taskResult: '导入文件缺少必填列：姓名',
    });
    const empty = await importSheet(server, 'TEST_IMPORT', HEADERS, []);
    expect(await taskOf(server, admin, empty)).toMatchObject({
      taskStatus: 'TASK_FAIL',
      taskResult: '导入文件中没有数据',
    });

    const dir = await mkdtemp(join(tmpdir(), 'not-xlsx-'));
    await writeFile(join(dir, 'people.xlsx'), '姓名,身份证号\n甲,1\n');
    const { taskId } = await startImport(server.app.taskRunner.deps, {
      user: ADMIN,
      projectId: '1',
      taskType: 'TEST_IMPORT',
      taskName: '测试导入',
      fileName: 'people.csv',
      filePath: join(dir, 'people.xlsx'),
    });
    expect(await taskOf(server, admin, taskId)).toMatchObject({
      taskStatus: 'TASK_FAIL',
      taskResult: '文件无法读取，请上传 .xlsx 格式的导入文件',
      total: 0,
    });
  });

  it('receives an import upload only as an .xlsx, and keeps nothing of a refused one', async () => {
    const body = new FormData();
    body.append('projectId', '1');
    body.append('file', new Blob(['姓名,身份证号\n甲,1\n']), '人员.xlsx');
    expect(await server.send(PERSON_API.import, { body }, admin)).toMatchObject({
      code: 400,
      message: 'file: 请上传 .xlsx 格式的文件',
    });
    expect(await readdir(join(server.dataDir, 'incoming'))).toEqual([]);
  });

  it('runs in the background: the call returns at once, progress shows, other calls stay fast', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => [`工人${index}`, `${index}`, '', '']);
    const started = Date.now();
    const taskId = await importSheet(server, 'TEST_IMPORT_SLOW', HEADERS, rows);
    expect(Date.now() - started).toBeLessThan(2000);
    const running = await waitForTask(server, admin, taskId, (task) => (task.progress ?? 0) > 0);
    expect(running).toMatchObject({ taskStatus: 'TASK_EXECUTE', total: 40, updateTime: '' });
    expect(running.progress).toBeLessThan(40);

    const asked = Date.now();
    expect((await server.post('/front/user/queryCurrent', {}, admin)).code).toBe(200);
    expect(Date.now() - asked).toBeLessThan(500);
    expect(
      await server.post('/front/tenementFileTask/delete', { taskIdList: [taskId] }, admin),
    ).toMatchObject({
      code: 400,
      message: '执行中的任务不能删除',
    });

    expect(await waitForTask(server, admin, taskId)).toMatchObject({
      taskStatus: 'TASK_ALL_FINISH',
      progress: 40,
    });
  });
});
