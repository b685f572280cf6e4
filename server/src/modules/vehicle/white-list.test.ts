import {
  API,
  formatDateTime,
  importFields,
  LPR_WHITE_LIST_API,
  LPR_WHITE_LIST_RESOURCE,
  LPR_WHITE_LIST_RULE_API,
  type LprWhiteListRow,
  type PageResult,
  TASK_DETAIL_API,
  type Task,
} from '@site/shared-schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN } = DEMO_PROJECTS;

const entry = (licensePlate: string) => ({
  projectId: MAIN,
  licensePlate,
  wtype: 1,
  color: 2,
  carType: 5,
  mcName: '混凝土车队',
  effectTime: '2026-01-01 00:00:00',
  expirationTime: '2026-12-31 23:59:59',
  equipmentName: '东门入口',
  status: 1,
  remark: '搅拌站',
});

async function sheetRows(buffer: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? ''));
  });
  return rows;
}

describe('vehicle whitelist (LPR_WHITE_LIST_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>) =>
    server.post<T>(path, body, admin);
  const ok = async <T>(path: string, body: Record<string, unknown>) => {
    const answer = await call<T>(path, body);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };
  const download = (path: string, body: Record<string, unknown>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it("lists the demo fleets' vehicles, with the staff cars expiring soon", async () => {
    const page = await ok<PageResult<LprWhiteListRow>>(LPR_WHITE_LIST_API.page, {
      projectId: MAIN,
      pageSize: 50,
    });
    expect(page.total).toBeGreaterThanOrEqual(17);
    expect(page.records).toContainEqual(
      expect.objectContaining({ mcName: '城建渣土运输车队', carType: 6, wtype: 1, status: 1 }),
    );
    const staffCar = page.records.find((row) => row.mcName === '项目部车辆');
    expect(staffCar?.licensePlate).toMatch(/^浙[AH]·[0-9A-Z]{5}$/);
    expect(String(staffCar?.expirationTime) < formatDateTime(Date.now() + 7 * 86_400_000)).toBe(true);
  });

  it('saves, finds, updates and deletes a plate, refusing bad plates, bad times and repeats', async () => {
    const { whiteListId } = await ok<{ whiteListId: string }>(LPR_WHITE_LIST_API.add, entry('苏A12345'));
    const page = await ok<PageResult<LprWhiteListRow>>(LPR_WHITE_LIST_API.page, {
      projectId: MAIN,
      licensePlate: 'A123',
      status: 1,
    });
    expect(page.records).toEqual([
      {
        whiteListId,
        ...entry('苏A12345'),
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);

    expect(await call(LPR_WHITE_LIST_API.add, entry('苏A12345'))).toMatchObject({
      code: 400,
      message: 'licensePlate: 车牌号已存在',
    });
    expect(await call(LPR_WHITE_LIST_API.add, entry('a12345'))).toMatchObject({
      code: 400,
      message: 'licensePlate: 请输入正确的车牌号',
    });
    expect(
      await call(LPR_WHITE_LIST_API.update, {
        projectId: MAIN,
        whiteListId,
        expirationTime: '2025-12-31 00:00:00',
      }),
    ).toMatchObject({ code: 400, message: 'expirationTime: 失效时间必须晚于生效时间' });

    await ok(LPR_WHITE_LIST_API.update, { projectId: MAIN, whiteListId, status: 0, wtype: 2 });
    expect(
      await ok<LprWhiteListRow>(LPR_WHITE_LIST_API.query, { projectId: MAIN, whiteListId }),
    ).toMatchObject({
      status: 0,
      wtype: 2,
      licensePlate: '苏A12345',
    });

    const response = await download(LPR_WHITE_LIST_API.export, { projectId: MAIN, licensePlate: '苏A12345' });
    const [header, ...rows] = await sheetRows(await response.arrayBuffer());
    expect(header).toContain('车牌号');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.arrayContaining(['苏A12345', '临时', '黄色', '搅拌车', '停用']));

    await ok(LPR_WHITE_LIST_API.remove, { projectId: MAIN, whiteListIdList: [whiteListId] });
    expect(
      (
        await ok<PageResult<LprWhiteListRow>>(LPR_WHITE_LIST_API.page, {
          projectId: MAIN,
          licensePlate: '苏A12345',
        })
      ).total,
    ).toBe(0);
  });

  it('imports plates as a WHITELIST_IMPORT task whose rows show the seed fields', async () => {
    const template = await sheetRows(
      await (await download(LPR_WHITE_LIST_API.template, { projectId: MAIN })).arrayBuffer(),
    );
    const fields = importFields(LPR_WHITE_LIST_RESOURCE);
    expect(template).toEqual([fields.map((field) => field.label)]);

    const values = (plate: string, expirationTime = '2026-12-31 23:59:59'): Record<string, string> => ({
      licensePlate: plate,
      wtype: '长期',
      color: '蓝色',
      carType: '渣土车',
      mcName: '土方车队',
      effectTime: '2026-01-01 00:00:00',
      expirationTime,
      equipmentName: '西门出口',
      status: '启用',
      remark: '',
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(fields.map((field) => field.label));
    for (const row of [values('京B88888'), values('京B8'), values('京C66666', '2025-01-01 00:00:00')])
      sheet.addRow(fields.map((field) => row[field.key]));
    const form = new FormData();
    form.append('projectId', MAIN);
    form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), '白名单导入.xlsx');
    const started = await server.send<{ taskId: string }>(LPR_WHITE_LIST_API.import, { body: form }, admin);
    expect(started, started.message).toMatchObject({ code: 200 });
    const { taskId } = started.data;

    let task: Task | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: MAIN, pageSize: 20 });
      task = tasks.records.find((candidate) => candidate.taskId === taskId);
      if (task?.taskStatus !== 'TASK_EXECUTE') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(task).toMatchObject({ taskType: 'WHITELIST_IMPORT', taskStatus: 'TASK_PART_FINISH' });

    const details = await ok<PageResult<Record<string, unknown>>>(TASK_DETAIL_API.whitelist, {
      businessId: MAIN,
      projectId: MAIN,
      taskId,
      pageNumber: 1,
      pageSize: 20,
      type: 'ADD',
    });
    expect(details.records.find((row) => row.licensePlate === '京B88888')).toMatchObject({
      wtypeCn: '长期',
      colorCn: '蓝色',
      carType: '渣土车',
      mcName: '土方车队',
      effectTime: '2026-01-01 00:00:00',
      expirationTime: '2026-12-31 23:59:59',
      equipmentName: '西门出口',
      status: '成功',
      content: '',
      recordStatus: 1,
    });
    expect(details.records.find((row) => row.licensePlate === '京B8')).toMatchObject({
      status: '失败',
      content: '请输入正确的车牌号',
      recordStatus: 0,
    });
    expect(details.records.find((row) => row.licensePlate === '京C66666')).toMatchObject({
      content: '失效时间必须晚于生效时间',
    });
    const imported = await ok<PageResult<LprWhiteListRow>>(LPR_WHITE_LIST_API.page, {
      projectId: MAIN,
      licensePlate: '京B88888',
    });
    expect(imported.records[0]).toMatchObject({ wtype: 1, color: 1, carType: 6, status: 1 });

    const filtered = await ok<PageResult<Record<string, unknown>>>(TASK_DETAIL_API.whitelist, {
      businessId: MAIN,
      projectId: MAIN,
      taskId,
      licensePlate: '京C',
      type: 'ADD',
    });
    expect(filtered.records.map((row) => row.licensePlate)).toEqual(['京C66666']);
  });

  it('keeps the rule of the project: the defaults until saved, then what was saved', async () => {
    expect(await ok(LPR_WHITE_LIST_RULE_API.rule, { projectId: MAIN })).toEqual({
      strangerPass: 0,
      expireRemindDays: 7,
    });
    expect(
      await call(LPR_WHITE_LIST_RULE_API.saveRule, {
        projectId: MAIN,
        strangerPass: 1,
        expireRemindDays: 400,
      }),
    ).toMatchObject({ code: 400 });
    expect(
      await call(LPR_WHITE_LIST_RULE_API.saveRule, {
        projectId: MAIN,
        strangerPass: 1,
        expireRemindDays: 30,
      }),
    ).toMatchObject({ code: 200, message: '保存成功' });
    expect(await ok(LPR_WHITE_LIST_RULE_API.rule, { projectId: MAIN })).toEqual({
      strangerPass: 1,
      expireRemindDays: 30,
    });
  });
});
