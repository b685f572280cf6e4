import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import type { ObjectStore } from '../../storage/object-store';
import { receiveFile } from '../file/receive';
import { ZIP_SIGNATURE } from '../file/zip-entries';
import { insertTask } from './queries';
import { wakeRunner } from './runner-registry';
import { readXlsx, readXlsxHeader } from './xlsx';

/** A data row of an import file: its row number in the sheet and its cells keyed by header text. */
export interface ImportRow {
  rowNumber: number;
  values: Record<string, string>;
}

/**
 * What every row of a task shares: one object for a whole run of the task (until it ends or the server
 * stops), so a handler may keep what it loads once per task against it (a WeakMap keyed by it).
 */
export interface ImportContext {
  taskId: string;
  projectId: string;
  orgId: string;
  userId: string;
  userName: string;
  /** What the import call fixed for every row (startImport's params). */
  params: Record<string, unknown>;
  /** The uploads, where a row's pictures are stored like uploads. */
  files: ObjectStore;
  /** The task files; startImport's `files` are under `<taskId>/files/`. */
  taskFiles: ObjectStore;
}

/** What an import of one task type does with each row; registered once, run by the task runner. */
export interface ImportHandler {
  taskType: string;
  /** Refuses a file whose header is wrong by throwing an ApiError: the task fails with its message. */
  checkHeader?(headers: string[]): void;
  /**
   * Columns whose value may appear in one row of the file only: a later row repeating it fails with
   * "<column>与第N行重复" without being applied (e.g. 身份证号).
   */
  uniqueColumns?: string[];
  /** The detail data of a row that failed (PersonTaskDetail fields: personName, idcardNumber, ...). */
  describeRow(row: ImportRow): Record<string, unknown>;
  /**
   * Applies one row inside the transaction that also records its detail; answers the detail data. An
   * ApiError refuses the row with its message (recordContent); any other error refuses it as
   * 服务器内部错误 and is logged.
   */
  applyRow(tx: Database, row: ImportRow, ctx: ImportContext): Promise<Record<string, unknown>>;
}

const handlers = new Map<string, ImportHandler>();

/** Makes a task type importable; registering a type again replaces its handler. */
export function registerImportHandler(handler: ImportHandler): void {
  handlers.set(handler.taskType, handler);
}

export const importHandlerOf = (taskType: string): ImportHandler | undefined => handlers.get(taskType);

/** How an import's rows are stored: an .xlsx as uploaded, or rows prepared by the call as JSON. */
export type ImportFormat = 'xlsx' | 'json';

/** What startImport keeps in the task's params, for the runner and for a resume after a restart. */
export interface ImportParams {
  kind: 'import';
  /** The rows: their key in the task files. */
  file: string;
  format: ImportFormat;
  handlerParams: Record<string, unknown>;
}

/** Largest import file, and most data rows of one import. */
const IMPORT_FILE_BYTES = 20 * 1024 * 1024;
const MAX_IMPORT_ROWS = 100_000;

/**
 * Reads a multipart import (`file`, an .xlsx, plus text fields such as projectId) into this process's
 * scratch folder. A file that is not an .xlsx, too large, or a broken upload is refused with 400 and
 * leaves nothing behind. `path` is what startImport takes.
 */
export async function receiveImportFile(
  request: FastifyRequest,
  deps: AppDeps,
): Promise<{ path: string; originalName: string; fields: Record<string, string> }> {
  const path = join(deps.scratchDir, `${randomUUID()}.xlsx`);
  await mkdir(deps.scratchDir, { recursive: true });
  // An .xlsx is a zip archive.
  const received = await receiveFile(request, path, IMPORT_FILE_BYTES, (head) =>
    head.subarray(0, 4).equals(ZIP_SIGNATURE) ? null : '请上传 .xlsx 格式的文件',
  );
  return { path, originalName: received.originalName, fields: received.fields };
}

/** The rows of an import's file. */
export async function* importRows(path: string, format: ImportFormat): AsyncGenerator<ImportRow> {
  if (format === 'json') {
    yield* JSON.parse(await readFile(path, 'utf8')) as ImportRow[];
    return;
  }
  yield* readXlsx(path);
}

/** Why a file cannot be imported at all, or null; counts its rows on the way. */
async function inspect(
  path: string,
  format: ImportFormat,
  handler: ImportHandler,
): Promise<{ total: number; problem: string | null }> {
  let total = 0;
  try {
    if (format === 'xlsx' && handler.checkHeader) handler.checkHeader(await readXlsxHeader(path));
    for await (const _row of importRows(path, format)) {
      total += 1;
      if (total > MAX_IMPORT_ROWS) {
        return { total: 0, problem: `导入文件不能超过${MAX_IMPORT_ROWS}行，请分批导入` };
      }
    }
  } catch (error) {
    if (error instanceof ApiError) return { total, problem: error.message };
    return { total, problem: '文件无法读取，请上传 .xlsx 格式的导入文件' };
  }
  return { total, problem: total === 0 ? '导入文件中没有数据' : null };
}

/** Moves the files of a local folder into the task files under `prefix/`, then removes the folder. */
async function moveFolderIn(store: ObjectStore, prefix: string, folder: string): Promise<void> {
  for (const name of await readdir(folder)) await store.moveIn(`${prefix}/${name}`, join(folder, name));
  await rm(folder, { recursive: true, force: true });
}

/**
 * Creates an IMPORT task and returns at once: the runner of any replica applies its rows in the
 * background. The local file is read here, then moves into the task files, where any replica finds it.
 * A file that cannot be read, has no rows or a wrong header makes the task TASK_FAIL at once, with the
 * reason as its result.
 */
export async function startImport(
  deps: AppDeps,
  args: {
    user: SessionUser;
    projectId: string;
    taskType: string;
    taskName: string;
    fileName: string;
    /** A local file; it is moved away. */
    filePath: string;
    params?: Record<string, unknown>;
    /** 'json': filePath holds ImportRow[] prepared by the call (e.g. the photos of a head-photo import). */
    format?: ImportFormat;
    /** A local folder of files the rows name; they become the task's files/ and the folder is removed. */
    files?: string;
  },
): Promise<{ taskId: string }> {
  const handler = importHandlerOf(args.taskType);
  if (!handler) throw new Error(`no import handler for ${args.taskType}`);
  const format = args.format ?? 'xlsx';
  const taskId = randomUUID();
  const file = `${taskId}/${format === 'json' ? 'rows.json' : 'source.xlsx'}`;
  const { total, problem } = await inspect(args.filePath, format, handler);
  await deps.taskFiles.moveIn(file, args.filePath);
  if (args.files) await moveFolderIn(deps.taskFiles, `${taskId}/files`, args.files);

  const params: ImportParams = { kind: 'import', file, format, handlerParams: args.params ?? {} };
  await insertTask(deps.db, {
    id: taskId,
    orgId: args.user.orgId,
    projectId: args.projectId,
    userId: args.user.userId,
    taskName: args.taskName,
    taskType: args.taskType,
    operateType: 'IMPORT',
    taskStatus: problem ? 'TASK_FAIL' : 'TASK_EXECUTE',
    taskResult: problem ?? '',
    fileName: args.fileName,
    total,
    params: { ...params },
    updatedAt: problem ? new Date() : null,
  });
  if (!problem) wakeRunner(deps.db);
  return { taskId };
}
