import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TaskType } from '@site/shared-schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileTasks } from '../../db/schema';
import { ApiError, MESSAGE } from '../../http/envelope';
import type { FileAnswer, SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { holdLease, keepLease } from './lease';
import { insertTask } from './queries';
import { openTaskFile } from './task-files';
import { type SheetColumn, writeXlsx } from './xlsx';

export interface ExportArgs {
  user: SessionUser;
  projectId: string;
  taskType: TaskType;
  taskName: string;
  /** The name the download answers with (content-disposition), e.g. 人员信息导出.xlsx. */
  fileName: string;
  columns: SheetColumn[];
  rows: AsyncIterable<(string | number | null)[]>;
  /** Rows expected, when known, for the progress shown while it runs. */
  total?: number;
}

/** Exports run inside their call; this names the process in their lease, so a restart can tell them stale. */
const EXPORT_OWNER = `export:${randomUUID()}`;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1000;

/** A sheet name: at most 31 characters, none of []:*?/\ (spreadsheet rules). */
const sheetNameOf = (taskName: string) => taskName.replace(/[[\]:*?/\\]/g, '').slice(0, 31) || 'Sheet1';

/** Counts rows as they pass and records the progress of the task now and then. */
async function* counted<T>(db: Database, taskId: string, rows: AsyncIterable<T>): AsyncGenerator<T> {
  let done = 0;
  let written = Date.now();
  for await (const row of rows) {
    yield row;
    done += 1;
    if (Date.now() - written >= PROGRESS_EVERY_MS) {
      written = Date.now();
      await db.update(fileTasks).set({ progress: done }).where(eq(fileTasks.id, taskId));
    }
  }
}

const failureReason = (error: unknown) =>
  error instanceof ApiError ? `导出失败：${error.message}` : `导出失败：${MESSAGE.internal}`;

/**
 * An export as a task of the task centre, finished within the call: the task runs (TASK_EXECUTE, with
 * progress) while the rows stream into a scratch file, stored as `<taskId>/export.xlsx` of the task files,
 * then is TASK_ALL_FINISH with '导出成功，共N条' — or TASK_FAIL with the reason, and the error is thrown
 * on. Answers the task and the file's key.
 */
export async function exportToTask(
  deps: AppDeps,
  args: ExportArgs,
): Promise<{ taskId: string; file: string; count: number }> {
  const { db } = deps;
  const taskId = randomUUID();
  const relative = `${taskId}/export.xlsx`;
  const scratch = join(deps.scratchDir, `${taskId}.xlsx`);
  await insertTask(db, {
    id: taskId,
    orgId: args.user.orgId,
    projectId: args.projectId,
    userId: args.user.userId,
    taskName: args.taskName,
    taskType: args.taskType,
    operateType: 'EXPORT',
    taskStatus: 'TASK_EXECUTE',
    fileName: args.fileName,
    total: args.total ?? 0,
    params: { kind: 'export' },
  });
  await holdLease(db, taskId, EXPORT_OWNER);
  const stopLease = keepLease(db, taskId, EXPORT_OWNER, () => {});
  try {
    await mkdir(deps.scratchDir, { recursive: true });
    const rows = counted(db, taskId, args.rows);
    const count = await writeXlsx(scratch, sheetNameOf(args.taskName), args.columns, rows);
    await deps.taskFiles.moveIn(relative, scratch);
    await db
      .update(fileTasks)
      .set({
        taskStatus: 'TASK_ALL_FINISH',
        taskResult: `导出成功，共${count}条`,
        filePath: relative,
        progress: count,
        total: count,
        params: sql`${fileTasks.params} - 'lease'`,
        updatedAt: new Date(),
      })
      .where(eq(fileTasks.id, taskId));
    return { taskId, file: relative, count };
  } catch (error) {
    await rm(scratch, { force: true });
    await deps.taskFiles.remove(taskId);
    await db
      .update(fileTasks)
      .set({
        taskStatus: 'TASK_FAIL',
        taskResult: failureReason(error),
        params: sql`${fileTasks.params} - 'lease'`,
        updatedAt: new Date(),
      })
      .where(eq(fileTasks.id, taskId));
    throw error;
  } finally {
    stopLease();
  }
}

/**
 * An export call's answer (a route declared `file: true`): the task is recorded in the task centre and
 * its file is streamed back with fileName in content-disposition.
 */
export async function runExport(deps: AppDeps, args: ExportArgs): Promise<FileAnswer> {
  const { file } = await exportToTask(deps, args);
  return { fileName: args.fileName, body: await openTaskFile(deps, file) };
}
