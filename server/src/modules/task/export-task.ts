import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResourceCode, TaskType } from '@site/shared-schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileTasks, users } from '../../db/schema';
import { ApiError, MESSAGE } from '../../http/envelope';
import type { FileAnswer, SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { isProjectMember } from '../project/queries';
import { resourcesOfUser } from '../resource/queries';
import { holdLease, keepLease } from './lease';
import { insertTask, type TaskRow } from './queries';
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

/** Exports run inside their call; this names the process in their lease, so another can tell them stale. */
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

const INTERRUPTED = '导出中断：服务器已重启，请重新导出';

const failureReason = (error: unknown) =>
  error instanceof ApiError ? `导出失败：${error.message}` : `导出失败：${MESSAGE.internal}`;

/**
 * How an export is made from what its call was given (the call's body, JSON): the route makes it with
 * the caller, and when the replica that took the call dies mid-way, another replica's task runner makes
 * it again for the task centre (resumeExport). Recipes are kept per app (deps.exportRecipes).
 */
export interface ExportRecipe<Input = never> {
  /** Unique within the app; the task keeps it. */
  name: string;
  /** What the call needs: a resumed export is made only for a user who still holds it. */
  access: 'session' | ResourceCode;
  build(user: SessionUser, input: Input): Promise<Omit<ExportArgs, 'user'>>;
}

/** What an export task keeps of its call, to be made again (params.recipe). */
interface RecipeCall {
  name: string;
  input: unknown;
  /** The role the caller's session was narrowed to (role switch), held again when resumed. */
  roleId: string | null;
}

/** Registers a recipe of the app: its route calls it with `runExport` or `exportTask`. */
export function defineExport<Input>(deps: AppDeps, recipe: ExportRecipe<Input>): ExportRecipe<Input> {
  deps.exportRecipes.set(recipe.name, recipe as unknown as ExportRecipe<unknown>);
  return recipe;
}

/** Streams the rows into the task's file and ends the task: TASK_ALL_FINISH, or TASK_FAIL and thrown on. */
async function writeExport(
  deps: AppDeps,
  taskId: string,
  args: Omit<ExportArgs, 'user'>,
): Promise<{ file: string; count: number }> {
  const { db } = deps;
  const file = `${taskId}/export.xlsx`;
  const scratch = join(deps.scratchDir, `${taskId}.xlsx`);
  try {
    await mkdir(deps.scratchDir, { recursive: true });
    const rows = counted(db, taskId, args.rows);
    const count = await writeXlsx(scratch, sheetNameOf(args.taskName), args.columns, rows);
    await deps.taskFiles.moveIn(file, scratch);
    await db
      .update(fileTasks)
      .set({
        taskStatus: 'TASK_ALL_FINISH',
        taskResult: `导出成功，共${count}条`,
        filePath: file,
        progress: count,
        total: count,
        params: sql`${fileTasks.params} - 'lease'`,
        updatedAt: new Date(),
      })
      .where(eq(fileTasks.id, taskId));
    return { file, count };
  } catch (error) {
    await rm(scratch, { force: true });
    await deps.taskFiles.remove(taskId);
    await failExport(db, taskId, failureReason(error));
    throw error;
  }
}

/** Ends the task as failed, with the reason as its result. */
async function failExport(db: Database, taskId: string, reason: string): Promise<void> {
  await db
    .update(fileTasks)
    .set({
      taskStatus: 'TASK_FAIL',
      taskResult: reason,
      params: sql`${fileTasks.params} - 'lease'`,
      updatedAt: new Date(),
    })
    .where(eq(fileTasks.id, taskId));
}

/**
 * An export as a task of the task centre, made within the call: the task runs (TASK_EXECUTE, with
 * progress) while the rows stream into a scratch file, stored as `<taskId>/export.xlsx` of the task files,
 * then is TASK_ALL_FINISH with '导出成功，共N条' — or TASK_FAIL with the reason, and the error is thrown
 * on. The task keeps the recipe and the call's input, so that another replica can make it again.
 */
export async function exportTask<Input>(
  deps: AppDeps,
  recipe: ExportRecipe<Input>,
  user: SessionUser,
  input: Input,
): Promise<{ taskId: string; file: string; fileName: string; count: number }> {
  const { db } = deps;
  const args = await recipe.build(user, input);
  const taskId = randomUUID();
  const call: RecipeCall = { name: recipe.name, input, roleId: user.roleId };
  await insertTask(db, {
    id: taskId,
    orgId: user.orgId,
    projectId: args.projectId,
    userId: user.userId,
    taskName: args.taskName,
    taskType: args.taskType,
    operateType: 'EXPORT',
    taskStatus: 'TASK_EXECUTE',
    fileName: args.fileName,
    total: args.total ?? 0,
    params: { kind: 'export', recipe: call },
  });
  await holdLease(db, taskId, EXPORT_OWNER);
  const stopLease = keepLease(db, taskId, EXPORT_OWNER, () => {});
  try {
    return { taskId, fileName: args.fileName, ...(await writeExport(deps, taskId, args)) };
  } finally {
    stopLease();
  }
}

/**
 * An export call's answer (a route declared `file: true`): the task is recorded in the task centre and
 * its file is streamed back with fileName in content-disposition.
 */
export async function runExport<Input>(
  deps: AppDeps,
  recipe: ExportRecipe<Input>,
  user: SessionUser,
  input: Input,
): Promise<FileAnswer> {
  const { file, fileName } = await exportTask(deps, recipe, user, input);
  return { fileName, body: await openTaskFile(deps, file) };
}

/**
 * Makes again an export whose replica died mid-way (its lease ran out), for the task centre: with its
 * recipe, for its user as long as he still holds the call's code and the project. The caller holds the
 * task's lease. A task without a recipe of this app, or a user refused, ends TASK_FAIL; so does one whose
 * rows fail again, and the error is thrown on.
 */
export async function resumeExport(deps: AppDeps, task: TaskRow): Promise<void> {
  const call = (task.params as { recipe?: RecipeCall }).recipe;
  const recipe = call && deps.exportRecipes.get(call.name);
  const [owner] = await deps.db
    .select({ loginName: users.loginName })
    .from(users)
    .where(eq(users.id, task.userId));
  if (!call || !recipe || !owner) return failExport(deps.db, task.id, INTERRUPTED);
  const user: SessionUser = {
    userId: task.userId,
    orgId: task.orgId,
    loginName: owner.loginName,
    tokenHash: '',
    roleId: call.roleId,
  };
  const holds =
    recipe.access === 'session' ||
    (await resourcesOfUser(deps.db, user.userId, user.roleId)).includes(recipe.access);
  if (!holds || !(await isProjectMember(deps.db, user, task.projectId))) {
    return failExport(deps.db, task.id, `导出中断：${MESSAGE.forbiddenResource}`);
  }
  await deps.db.update(fileTasks).set({ progress: 0 }).where(eq(fileTasks.id, task.id));
  await writeExport(deps, task.id, await recipe.build(user, call.input as never));
}
