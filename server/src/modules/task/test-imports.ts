import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageResult, Task } from '@site/shared-schema';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { operateLogs } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { DEMO_ORG_ID, DEMO_USERS } from '../../seed/demo';
import type { TestServer } from '../../test/server';
import { xlsxBytes } from '../../test/xlsx';
import { type ImportHandler, registerImportHandler, startImport } from './import-task';

/** The module of the operation-log entries the test imports write, one per applied row. */
const TEST_MODULE = 'test-import';

/**
 * A handler for tests: a row is applied by writing one operation-log entry named after it (so a test can
 * count how often each row was applied); 结果 拒绝 refuses it, 出错 breaks it, 慢 makes it take `delayMs`.
 */
export function registerTestImport(taskType: string, delayMs = 0): ImportHandler {
  const handler: ImportHandler = {
    taskType,
    uniqueColumns: ['身份证号'],
    checkHeader(headers) {
      if (!headers.includes('姓名')) throw new ApiError(CODE.badRequest, '导入文件缺少必填列：姓名');
    },
    describeRow: (row) => ({
      personName: row.values.姓名,
      idcardNumber: row.values.身份证号,
      photoName: row.values.照片 ?? '',
    }),
    async applyRow(tx, row, ctx) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (row.values.结果 === '拒绝') throw new ApiError(CODE.badRequest, `第${row.rowNumber}行被拒绝`);
      if (row.values.结果 === '出错') throw new Error('the handler broke');
      await tx.insert(operateLogs).values({
        orgId: ctx.orgId,
        projectId: ctx.projectId,
        userId: ctx.userId,
        userName: ctx.userName,
        module: TEST_MODULE,
        operateType: 'IMPORT',
        targetId: `${ctx.taskId}:${row.rowNumber}`,
        after: { ...ctx.params },
      });
      return {
        personName: row.values.姓名,
        idcardNumber: row.values.身份证号,
        photoName: row.values.照片 ?? '',
        personPhotoPath: row.values.照片 ? `otherImg/202401/${row.values.照片}` : '',
      };
    },
  };
  registerImportHandler(handler);
  return handler;
}

/** How many times each row of a task was applied by the test handler. */
export async function applications(db: Database, taskId: string, rowNumber: number): Promise<number> {
  const [row] = await db
    .select({ times: count() })
    .from(operateLogs)
    .where(and(eq(operateLogs.module, TEST_MODULE), eq(operateLogs.targetId, `${taskId}:${rowNumber}`)));
  return row.times;
}

/** The demo admin as a session user, for calls made outside a route. */
export const ADMIN: SessionUser = {
  userId: DEMO_USERS.admin,
  orgId: DEMO_ORG_ID,
  loginName: 'admin',
  tokenHash: '',
  roleId: null,
};

/** Starts an import of an .xlsx of these rows on the server's runner. */
export async function importSheet(
  server: TestServer,
  taskType: string,
  headers: string[],
  rows: (string | number | null)[][],
  params: Record<string, unknown> = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'import-sheet-'));
  const filePath = join(dir, 'people.xlsx');
  await writeFile(filePath, await xlsxBytes(headers, rows));
  const { taskId } = await startImport(server.app.taskRunner.deps, {
    user: ADMIN,
    projectId: '1',
    taskType,
    taskName: '测试导入',
    fileName: '测试导入.xlsx',
    filePath,
    params,
  });
  return taskId;
}

/** The task as the task centre lists it. */
export async function taskOf(server: TestServer, token: string, taskId: string): Promise<Task> {
  const page = await server.post<PageResult<Task>>(
    '/front/tenementFileTask/pageList',
    { businessId: '1', pageNumber: 1, pageSize: 1000 },
    token,
  );
  const task = page.data.records.find((record) => record.taskId === taskId);
  if (!task) throw new Error(`task ${taskId} not listed`);
  return task;
}

/** Polls the task centre until the task satisfies `done`. */
export async function waitForTask(
  server: TestServer,
  token: string,
  taskId: string,
  done: (task: Task) => boolean = (task) => task.taskStatus !== 'TASK_EXECUTE',
  timeoutMs = 15_000,
): Promise<Task> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const task = await taskOf(server, token, taskId);
    if (done(task)) return task;
    expect(Date.now(), `task ${taskId} still ${task.taskStatus} ${task.progress}/${task.total}`).toBeLessThan(
      until,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
