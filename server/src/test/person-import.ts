import {
  API,
  type PageResult,
  PERSON_API,
  PERSONNEL_API,
  type ProjectCompanyItem,
  type Task,
} from '@site/shared-schema';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../db/client';
import { fileTaskDetails, fileTasks } from '../db/schema';
import { newIdcard, newMobile } from '../resource/test-support';
import { DEMO_PROJECTS } from '../seed/demo';
import type { ServerProcess } from './server-process';
import { xlsxBytes } from './xlsx';

export const IMPORT_PROJECT = DEMO_PROJECTS.main;
export const IMPORT_ROWS = 200;
/** Every 25th row has an ID number the import refuses, so the outcome of every row is known. */
export const refusedRow = (index: number) => index % 25 === 24;
export const IMPORT_REFUSAL = '请输入正确的身份证号码';

/** A person import under way, as the tests of a server stopped in its middle follow it. */
export interface PersonImport {
  taskId: string;
  /** The sheet's rows: name, ID number, start date, long-term, mobile, company. */
  rows: string[][];
  /** The ID numbers the import accepts. */
  accepted: string[];
}

/** Starts an import of IMPORT_ROWS new workers through `server`. */
export async function startPersonImport(server: ServerProcess, token: string): Promise<PersonImport> {
  const companies = await server.post<PageResult<ProjectCompanyItem>>(
    PERSONNEL_API.projectCompanies,
    { projectId: IMPORT_PROJECT },
    token,
  );
  const company = companies.data.records[0].companyName;
  const idcards = new Set<string>();
  while (idcards.size < IMPORT_ROWS) idcards.add(newIdcard());
  const rows = [...idcards].map((idcard, index) => [
    `断电${index}`,
    refusedRow(index) ? `12345-${index}` : idcard,
    '2024-03-01',
    '是',
    newMobile(),
    company,
  ]);
  const form = new FormData();
  form.append('projectId', IMPORT_PROJECT);
  form.append('personType', 'WORKER');
  const sheet = await xlsxBytes(
    ['姓名', '身份证号', '身份证开始日期', '身份证长期有效', '手机号码', '所属企业'],
    rows,
  );
  form.append('file', new Blob([sheet]), '人员导入.xlsx');
  const started = await server.send<{ taskId: string }>(PERSON_API.import, { body: form }, token);
  expect(started, started.message).toMatchObject({ code: 200 });
  return {
    taskId: started.data.taskId,
    rows,
    accepted: rows.filter((_, index) => !refusedRow(index)).map((row) => row[1]),
  };
}

/** The task as the task centre lists it. */
export async function taskOf(
  server: ServerProcess,
  token: string,
  taskId: string,
): Promise<Task | undefined> {
  const page = await server.post<PageResult<Task>>(
    API.taskPageList,
    { businessId: IMPORT_PROJECT, pageNumber: 1, pageSize: 50 },
    token,
  );
  return page.data.records.find((task) => task.taskId === taskId);
}

/** Waits until the running task has applied `rows` rows. */
export async function waitForProgress(server: ServerProcess, token: string, taskId: string, rows: number) {
  for (;;) {
    const task = await taskOf(server, token, taskId);
    expect(task?.taskStatus).toBe('TASK_EXECUTE');
    if ((task?.progress ?? 0) >= rows) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * After its runner was killed: the task is still running with some rows left, and its lease, which would
 * run out in a minute (LEASE_MS), is ended now instead of waited for.
 */
export async function endKilledLease(target: DatabaseTarget, taskId: string): Promise<void> {
  const between = await openDatabase(target);
  try {
    const [cut] = await between.db.select().from(fileTasks).where(eq(fileTasks.id, taskId));
    expect(cut.taskStatus).toBe('TASK_EXECUTE');
    const [{ applied }] = await between.db
      .select({ applied: sql<number>`count(*)::int` })
      .from(fileTaskDetails)
      .where(eq(fileTaskDetails.taskId, taskId));
    expect(applied).toBeLessThan(IMPORT_ROWS);
    await between.db
      .update(fileTasks)
      .set({ params: sql`jsonb_set(${fileTasks.params}, '{lease,until}', '"2000-01-01T00:00:00Z"')` })
      .where(eq(fileTasks.id, taskId));
  } finally {
    await between.close();
  }
}

/** Waits for the task to end (bounding a hang only: the import takes seconds) and checks its outcome. */
export async function expectImportFinished(server: ServerProcess, token: string, started: PersonImport) {
  let finished: Task | undefined;
  const until = Date.now() + 90_000;
  for (;;) {
    finished = await taskOf(server, token, started.taskId);
    if (finished?.taskStatus !== 'TASK_EXECUTE') break;
    expect(Date.now(), `still ${finished.progress}/${finished.total}`).toBeLessThan(until);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(finished).toMatchObject({
    taskStatus: 'TASK_PART_FINISH',
    taskResult: `导入完成：成功${started.accepted.length}条，失败${IMPORT_ROWS - started.accepted.length}条`,
    progress: IMPORT_ROWS,
  });
}
