import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { hasUnstorableText } from '@site/shared-schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { fileTasks, users } from '../../db/schema';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import type { AppDeps } from '../../options';
import { countDetails, detailExists, insertDetail, lastDetailRow, lockTaskRows } from './detail-queries';
import { resumeExport } from './export-task';
import {
  type ImportContext,
  type ImportHandler,
  type ImportParams,
  type ImportRow,
  importHandlerOf,
  importRows,
} from './import-task';
import { holdLease, keepLease, leaseFree, releaseLease } from './lease';
import type { TaskRow } from './queries';
import { registerRunner, unregisterRunner } from './runner-registry';

/** How often the runner looks for work it was not woken for (another process's stale tasks). */
const POLL_MS = 10_000;
/** Progress (and the lease) is written after this many rows, or this long. */
const BATCH_ROWS = 20;
const SLICE_MS = 40;
/** Scratch files left behind (a refused call, a stopped process) are removed after this. */
const INCOMING_MAX_AGE_MS = 3_600_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const withoutLease = sql`${fileTasks.params} - 'lease'`;

/** The oldest import that is waiting: never started, or left by a server that stopped. */
async function nextImport(db: Database, owner: string): Promise<TaskRow | undefined> {
  const [task] = await db
    .select()
    .from(fileTasks)
    .where(
      and(
        eq(fileTasks.taskStatus, 'TASK_EXECUTE'),
        eq(fileTasks.operateType, 'IMPORT'),
        sql`${fileTasks.params}->>'kind' = 'import'`,
        sql`(${leaseFree} or ${fileTasks.params}->'lease'->>'owner' = ${owner})`,
      ),
    )
    .orderBy(asc(fileTasks.createdAt))
    .limit(1);
  return task;
}

/** Exports run inside their call; one whose lease ran out was cut off with its server. */
async function staleExports(db: Database): Promise<TaskRow[]> {
  return db
    .select()
    .from(fileTasks)
    .where(
      and(
        eq(fileTasks.taskStatus, 'TASK_EXECUTE'),
        eq(fileTasks.operateType, 'EXPORT'),
        sql`${fileTasks.params}->>'kind' = 'export'`,
        leaseFree,
      ),
    )
    .orderBy(asc(fileTasks.createdAt));
}

async function sweepIncoming(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > INCOMING_MAX_AGE_MS)
      await rm(path, { recursive: true, force: true });
  }
}

const resultOf = (done: number, failed: number) =>
  done === failed
    ? `导入失败：成功0条，失败${failed}条`
    : `导入完成：成功${done - failed}条，失败${failed}条`;

const statusOf = (done: number, failed: number) =>
  failed === 0 ? 'TASK_ALL_FINISH' : failed === done ? 'TASK_FAIL' : 'TASK_PART_FINISH';

/** A repeated value of a unique column: the message, while remembering the first row of each value. */
function repeated(
  handler: ImportHandler,
  row: ImportRow,
  seen: Map<string, Map<string, number>>,
): string | null {
  let problem: string | null = null;
  for (const column of handler.uniqueColumns ?? []) {
    const value = row.values[column];
    if (!value) continue;
    const first = seen.get(column) ?? new Map<string, number>();
    seen.set(column, first);
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, row.rowNumber);
    else problem ??= `${column}与第${earlier}行重复`;
  }
  return problem;
}

const unstorableColumn = (row: ImportRow) =>
  Object.entries(row.values).find(([, value]) => hasUnstorableText(value))?.[0];

/**
 * Applies the rows of IMPORT tasks in the background, one task at a time, oldest first. Each row is
 * applied and its detail written in one transaction, so a row with a detail was applied exactly once; a
 * task interrupted by a stop goes on after its last detail at the next start (of this or another
 * server: tasks are leased, see lease.ts). Every row is followed by a turn of the event loop and
 * progress is written per small batch, so the server keeps answering while a long import runs.
 */
export class TaskRunner {
  private readonly owner = `runner:${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wanted = false;
  private stopping = false;

  constructor(
    /** The app's dependencies, for calls made outside a route (tests start imports with them). */
    readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    registerRunner(this.deps.db, this);
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    sweepIncoming(this.deps.scratchDir).catch((error) =>
      this.log.warn({ err: error }, 'incoming sweep failed'),
    );
    this.wake();
  }

  /** Looks for work now (or right after the pass under way). */
  wake(): void {
    if (this.stopping) return;
    if (this.pass) {
      this.wanted = true;
      return;
    }
    this.pass = this.runPass()
      .catch((error) => this.log.error({ err: error }, 'task runner pass failed'))
      .finally(() => {
        this.pass = undefined;
        if (this.wanted) {
          this.wanted = false;
          this.wake();
        }
      });
  }

  /** Finishes the row under way, hands the task back and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    unregisterRunner(this.deps.db);
    await this.pass;
  }

  private async runPass(): Promise<void> {
    const { db } = this.deps;
    await this.resumeExports();
    while (!this.stopping) {
      const task = await nextImport(db, this.owner);
      if (!task) return;
      if (!(await holdLease(db, task.id, this.owner))) continue;
      const stopLease = keepLease(db, task.id, this.owner, (error) =>
        this.log.warn({ err: error, taskId: task.id }, 'lease not renewed'),
      );
      try {
        await this.runImport(task);
      } finally {
        stopLease();
        await releaseLease(db, task.id, this.owner);
      }
    }
  }

  /** Makes again, one at a time under its lease, each export cut off with its server (resumeExport). */
  private async resumeExports(): Promise<void> {
    const { db } = this.deps;
    for (const task of await staleExports(db)) {
      if (this.stopping) return;
      if (!(await holdLease(db, task.id, this.owner))) continue;
      const stopLease = keepLease(db, task.id, this.owner, (error) =>
        this.log.warn({ err: error, taskId: task.id }, 'lease not renewed'),
      );
      try {
        await resumeExport(this.deps, task);
      } catch (error) {
        this.log.warn({ err: error, taskId: task.id }, 'resumed export failed');
      } finally {
        stopLease();
        await releaseLease(db, task.id, this.owner);
      }
    }
  }

  private async runImport(task: TaskRow): Promise<void> {
    const params = task.params as unknown as ImportParams;
    const handler = importHandlerOf(task.taskType);
    if (!handler) return this.fail(task, `导入中断：没有${task.taskType}类型的导入程序`);
    const { taskFiles, scratchDir } = this.deps;
    if (!(await taskFiles.exists(params.file))) return this.fail(task, '导入中断：导入文件已丢失');
    const ctx: ImportContext = {
      taskId: task.id,
      projectId: task.projectId,
      orgId: task.orgId,
      userId: task.userId,
      userName: await this.userName(task.userId),
      params: params.handlerParams ?? {},
      files: this.deps.files,
      taskFiles,
    };
    await taskFiles.withLocalFile(params.file, scratchDir, (path) =>
      this.applyRows(task, handler, ctx, path),
    );
  }

  /** The rows of the task's file after the last one recorded, then the task's end. */
  private async applyRows(
    task: TaskRow,
    handler: ImportHandler,
    ctx: ImportContext,
    path: string,
  ): Promise<void> {
    const params = task.params as unknown as ImportParams;
    const resumeAfter = await lastDetailRow(this.deps.db, task.id);
    let { done } = await countDetails(this.deps.db, task.id);
    const seen = new Map<string, Map<string, number>>();
    const rows = importRows(path, params.format)[Symbol.asyncIterator]();
    let batch = 0;
    let sliceStart = Date.now();
    try {
      for (;;) {
        let next: IteratorResult<ImportRow>;
        try {
          next = await rows.next();
        } catch (error) {
          this.log.warn({ err: error, taskId: task.id }, 'import file unreadable');
          return this.fail(task, '导入中断：导入文件无法读取');
        }
        if (next.done) break;
        const row = next.value;
        const problem = repeated(handler, row, seen);
        if (row.rowNumber <= resumeAfter) continue;
        if (this.stopping) return;
        await this.applyRow(handler, row, ctx, problem);
        done += 1;
        batch += 1;
        // A request waiting for the database goes before the next row.
        await nextTurn();
        if (batch >= BATCH_ROWS || Date.now() - sliceStart >= SLICE_MS) {
          if (!(await this.recordProgress(task.id, done))) return;
          batch = 0;
          sliceStart = Date.now();
        }
      }
    } finally {
      await rows.return?.(undefined);
    }
    await this.finish(task);
  }

  /** One row and its detail: applied and recorded together, or refused and recorded as a failure. */
  private async applyRow(
    handler: ImportHandler,
    row: ImportRow,
    ctx: ImportContext,
    problem: string | null,
  ): Promise<void> {
    const { db } = this.deps;
    const column = unstorableColumn(row);
    const refusal = problem ?? (column ? `${column}包含无法保存的字符` : null);
    try {
      if (refusal) throw new ApiError(CODE.badRequest, refusal);
      await db.transaction(async (tx) => {
        await lockTaskRows(tx, ctx.taskId);
        if (await detailExists(tx, ctx.taskId, row.rowNumber)) return;
        const data = await handler.applyRow(tx, row, ctx);
        await insertDetail(tx, { taskId: ctx.taskId, rowNumber: row.rowNumber, recordStatus: 1, data });
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        this.log.error({ err: error, taskId: ctx.taskId, rowNumber: row.rowNumber }, 'import row failed');
      }
      const recordContent = error instanceof ApiError ? error.message : MESSAGE.internal;
      await db.transaction(async (tx) => {
        await lockTaskRows(tx, ctx.taskId);
        if (await detailExists(tx, ctx.taskId, row.rowNumber)) return;
        await insertDetail(tx, {
          taskId: ctx.taskId,
          rowNumber: row.rowNumber,
          recordStatus: 0,
          recordContent,
          data: this.describe(handler, row),
        });
      });
    }
  }

  private describe(handler: ImportHandler, row: ImportRow): Record<string, unknown> {
    try {
      return handler.describeRow(row);
    } catch (error) {
      this.log.error({ err: error }, 'describeRow failed');
      return {};
    }
  }

  /** Writes the progress and renews the lease; false when the task is no longer this runner's. */
  private async recordProgress(taskId: string, done: number): Promise<boolean> {
    if (!(await holdLease(this.deps.db, taskId, this.owner))) return false;
    await this.deps.db.update(fileTasks).set({ progress: done }).where(eq(fileTasks.id, taskId));
    return true;
  }

  private async finish(task: TaskRow): Promise<void> {
    const { done, failed } = await countDetails(this.deps.db, task.id);
    if (done === 0) return this.fail(task, '导入文件中没有数据');
    await this.close(task, statusOf(done, failed), resultOf(done, failed), done);
  }

  private async fail(task: TaskRow, reason: string): Promise<void> {
    const { done, failed } = await countDetails(this.deps.db, task.id);
    const result = done > 0 ? `${reason}（成功${done - failed}条，失败${failed}条）` : reason;
    await this.close(task, 'TASK_FAIL', result, done);
  }

  private async close(task: TaskRow, status: string, result: string, done: number): Promise<void> {
    await this.deps.db
      .update(fileTasks)
      .set({
        taskStatus: status,
        taskResult: result,
        progress: done,
        total: Math.max(task.total, done),
        params: withoutLease,
        updatedAt: new Date(),
      })
      .where(and(eq(fileTasks.id, task.id), eq(fileTasks.taskStatus, 'TASK_EXECUTE')));
  }

  private async userName(userId: string): Promise<string> {
    const [user] = await this.deps.db
      .select({ userName: users.userName })
      .from(users)
      .where(eq(users.id, userId));
    return user?.userName ?? '';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    taskRunner: TaskRunner;
  }
}

/** One runner per app: it starts when the app is ready and stops before the database closes. */
export function mountTaskRunner(app: FastifyInstance, deps: AppDeps): TaskRunner {
  const runner = new TaskRunner(deps, app.log);
  app.decorate('taskRunner', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
  return runner;
}
