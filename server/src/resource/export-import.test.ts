import {
  API,
  BLACKLIST_API,
  BLACKLIST_RESOURCE,
  type DictionaryItem,
  importFields,
  OPERATE_LOG_API,
  type OperateLogRecord,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
  PERSONNEL_API,
  type PersonRow,
  type PersonTaskDetail,
  type ProjectCompanyItem,
  type ResourceField,
  TASK_DETAIL_API,
  type Task,
  type TeamItem,
} from '@site/shared-schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../seed/demo';
import { startTestServer, type TestServer } from '../test/server';
import { exportFields } from './export-rows';
import { inExport, shownKey } from './shown';
import { newIdcard, sampleRecord } from './test-support';

const { longName: PROJECT } = DEMO_PROJECTS;
const WORKER = { personType: 'WORKER' };

/** A cell of an export as the list shows the field: names for selects, labels for enums, 是/否 for switches. */
function listCell(field: ResourceField, row: Record<string, unknown>, origin: string): unknown {
  const value = row[shownKey(field)];
  if (field.options?.kind === 'enum')
    return field.options.values.find((option) => option.value === value)?.label ?? '';
  if (field.type === 'switch') return value === 1 ? '是' : '否';
  if (field.type === 'image') return value ? `${origin}${value}` : '';
  return value;
}

async function readSheet(buffer: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? ''));
  });
  return rows;
}

async function sheetOf(rows: string[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

describe('exports and imports of a declared resource', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;

  const ok = <T = unknown>(path: string, body: Record<string, unknown>, token = admin) =>
    server.ok<T>(path, body, token);
  const download = (path: string, body: Record<string, unknown>, token: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('exports exactly the filtered list, masked as the caller’s list is', async () => {
    for (const entryDate of ['2033-01-01', '2033-01-02', '2033-01-03']) {
      const body = {
        ...(await sampleRecord(server, admin, PERSON_RESOURCE, PROJECT, WORKER)),
        entryDate,
        exitDate: '',
      };
      await ok(PERSON_API.add, body);
    }
    const filters = {
      projectId: PROJECT,
      ...WORKER,
      entryDateStart: '2033-01-02',
      entryDateEnd: '2033-01-03',
      onJobStatus: 1,
    };
    const list = await ok<PageResult<PersonRow>>(PERSON_API.page, { ...filters, pageSize: 1000 }, manager);
    expect(list.total).toBe(2);

    const response = await download(PERSON_API.export, filters, manager);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('人员导出.xlsx'));
    const [header, ...rows] = await readSheet(await response.arrayBuffer());
    const fields = exportFields(PERSON_RESOURCE);
    expect(header).toEqual(fields.map((field) => field.label));
    // The list's columns and every column the import reads: an export can be imported again.
    for (const field of PERSON_RESOURCE.fields.filter(inExport)) expect(header).toContain(field.label);
    for (const field of importFields(PERSON_RESOURCE)) expect(header).toContain(field.label);
    const origin = server.url.replace(/\/$/, '');
    expect(rows).toEqual(
      list.records.map((row) =>
        fields.map((field) => listCell(field, row as unknown as Record<string, unknown>, origin)),
      ),
    );
    const idcardColumn = fields.findIndex((field) => field.key === 'idcardNumber');
    for (const row of rows) expect(row[idcardColumn]).toMatch(/^\d{6}\*{8}[\dX]{4}$/);

    const tasks = await ok<PageResult<Task>>(
      API.taskPageList,
      { businessId: PROJECT, pageSize: 20 },
      manager,
    );
    expect(tasks.records[0]).toMatchObject({
      taskType: 'PERSON_EXPORT',
      operateType: 'EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
      taskResult: '导出成功，共2条',
    });
  });

  it('answers the import template: the header of the import columns', async () => {
    const response = await download(PERSON_API.template, { projectId: PROJECT, ...WORKER }, admin);
    const [header, ...rows] = await readSheet(await response.arrayBuffer());
    expect(header).toEqual(importFields(PERSON_RESOURCE).map((field) => field.label));
    expect(rows).toEqual([]);
  });

  it('imports a file row by row: good rows added, bad and repeated rows refused with their reason', async () => {
    const fields = importFields(PERSON_RESOURCE);
    const sample = await sampleRecord(server, admin, PERSON_RESOURCE, PROJECT, WORKER);
    const companies = await ok<PageResult<ProjectCompanyItem>>(PERSONNEL_API.projectCompanies, {
      projectId: PROJECT,
    });
    const teams = await ok<PageResult<TeamItem>>(PERSONNEL_API.teams, { projectId: PROJECT, pageSize: 999 });
    const types = await ok<DictionaryItem[]>(API.dictionaryByType, {
      projectId: PROJECT,
      dictionaryTypeCode: 'workerType',
    });
    const names: Record<string, string> = {
      companyId: companies.records.find((item) => item.companyId === sample.companyId)!.companyName,
      teamId: teams.records.find((item) => item.teamId === sample.teamId)!.teamName,
      workerTypeId: types.find((item) => item.dictionaryId === sample.workerTypeId)!.dictionaryName,
      gender: '男',
      idcardTermStatus: '否',
    };
    const row = (change: Record<string, string>) =>
      fields.map((field) => change[field.key] ?? names[field.key] ?? String(sample[field.key] ?? ''));

    const existing = await sampleRecord(server, admin, PERSON_RESOURCE, PROJECT, WORKER);
    await ok(PERSON_API.add, existing);
    const barred = newIdcard();
    await ok(BLACKLIST_API.add, {
      ...(await sampleRecord(server, admin, BLACKLIST_RESOURCE, PROJECT)),
      idcardNumber: barred,
    });
    const good = newIdcard();
    const file = await sheetOf([
      fields.map((field) => field.label),
      // A day typed as text the way people do is read as the day it says.
      row({ personName: '导入甲', idcardNumber: good, jobNumber: 'IMP-1', entryDate: '2024年3月1日' }),
      row({ personName: '导入乙', idcardNumber: '12345', jobNumber: 'IMP-2' }),
      row({ personName: '导入丙', idcardNumber: good, jobNumber: 'IMP-3' }),
      row({ personName: '导入丁', idcardNumber: newIdcard(), teamId: '不存在的班组', jobNumber: 'IMP-4' }),
      row({ personName: '导入戊', idcardNumber: barred, jobNumber: 'IMP-5' }),
      row({ personName: '导入己', idcardNumber: String(existing.idcardNumber), jobNumber: 'IMP-6' }),
      row({ personName: '导入庚', idcardNumber: newIdcard(), gender: '未知', jobNumber: 'IMP-7' }),
      row({ personName: '导入辛', idcardNumber: newIdcard(), entryDate: '2023/2/29', jobNumber: 'IMP-8' }),
    ]);
    const form = new FormData();
    form.append('projectId', PROJECT);
    form.append('personType', 'WORKER');
    form.append('file', file, '人员导入.xlsx');
    const started = await server.send<{ taskId: string }>(PERSON_API.import, { body: form }, admin);
    expect(started).toMatchObject({ code: 200, message: '导入任务已创建，请在任务中心查看结果' });
    const { taskId } = started.data;

    let task: Task | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: PROJECT, pageSize: 20 });
      task = tasks.records.find((candidate) => candidate.taskId === taskId);
      if (task?.taskStatus !== 'TASK_EXECUTE') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(task, task?.taskResult).toMatchObject({
      taskType: 'PERSON_IMPORT',
      taskStatus: 'TASK_PART_FINISH',
    });

    const details = await ok<PageResult<PersonTaskDetail>>(TASK_DETAIL_API.person, {
      businessId: PROJECT,
      projectId: PROJECT,
      taskId,
      pageNumber: 1,
      pageSize: 20,
      type: 'ADD',
    });
    const outcome = Object.fromEntries(
      details.records.map((detail) => [detail.personName, [detail.recordStatus, detail.recordContent]]),
    );
    expect(outcome).toEqual({
      导入甲: [1, ''],
      导入乙: [0, '请输入正确的身份证号码'],
      导入丙: [0, '身份证号与第2行重复'],
      导入丁: [0, '班组“不存在的班组”不存在'],
      导入戊: [0, '该身份证号已被列入黑名单，不能添加'],
      导入己: [0, '身份证号已存在'],
      导入庚: [0, '性别取值无效'],
      导入辛: [0, '进场日期不是有效的日期'],
    });
    const added = details.records.find((detail) => detail.personName === '导入甲')!;
    expect(added).toMatchObject({ teamName: names.teamId, companyName: names.companyId, jobNumber: 'IMP-1' });
    expect(added.idcardNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);

    const person = await ok<PersonRow>(PERSON_API.query, { projectId: PROJECT, personId: added.personId });
    expect(person).toMatchObject({
      personName: '导入甲',
      idcardNumber: good,
      gender: '1',
      teamId: sample.teamId,
      workerTypeId: sample.workerTypeId,
      personType: 'WORKER',
      entryDate: '2024-03-01',
    });
    const log = await ok<PageResult<OperateLogRecord>>(OPERATE_LOG_API.page, {
      projectId: PROJECT,
      operateType: 'IMPORT',
      targetName: '导入',
    });
    expect(log.records.map((entry) => entry.targetName)).toEqual(['导入甲']);
  });

  it('refuses an import without the fixed list it adds to', async () => {
    const form = new FormData();
    form.append('projectId', PROJECT);
    form.append('file', await sheetOf([importFields(PERSON_RESOURCE).map((field) => field.label)]), 'x.xlsx');
    expect(await server.send(PERSON_API.import, { body: form }, admin)).toMatchObject({
      code: 400,
      message: 'personType: 必填',
    });
  });
});
