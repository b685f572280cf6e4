import { Type } from '@sinclair/typebox';
import {
  API,
  MESSAGES,
  type PageResult,
  TASK_DETAIL_API,
  type Task,
  type TaskOperateType,
  type TaskStatus,
} from '@site/shared-schema';
import { parseDateTime, showDateTime } from '../../http/datetime';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute, type FileAnswer } from '../../http/route';
import type { AppDeps } from '../../options';
import { type DetailRow, pageDetails } from './detail-queries';
import {
  bankCardDetail,
  blacklistDetail,
  detailBody,
  detailFilter,
  devicePullDetail,
  personDetail,
  whitelistDetail,
} from './details';
import { deleteTasks, findOwnTasks, pageTasks, type TaskRow } from './queries';
import { openTaskFile } from './task-files';

const toTask = (row: TaskRow): Task => ({
  taskId: row.id,
  taskName: row.taskName,
  taskType: row.taskType,
  operateType: row.operateType as TaskOperateType,
  taskStatus: row.taskStatus as TaskStatus,
  taskResult: row.taskResult,
  fileName: row.fileName,
  // Task files are not public: a finished export is downloaded with TASK_DETAIL_API.download.
  filePathUrl: '',
  createTime: showDateTime(row.createdAt),
  updateTime: showDateTime(row.updatedAt),
  progress: row.progress,
  total: row.total,
});

const optionalText = Type.Optional(Type.String({ maxLength: 100 }));
const taskNotFound = () => new ApiError(CODE.notFound, '任务不存在');

/** Why a task has nothing to download, or null when its file is ready. */
function downloadRefusal(task: TaskRow): string | null {
  if (task.operateType !== 'EXPORT') return '该任务没有可下载的文件';
  if (task.taskStatus === 'TASK_EXECUTE') return '任务正在执行，请完成后再下载';
  if (task.taskStatus === 'TASK_FAIL' || !task.filePath) return '任务执行失败，没有可下载的文件';
  return null;
}

export const taskRoutes = (deps: AppDeps) => {
  const { db } = deps;

  /** A task of the caller in that project: another user's, another project's or an unknown one is 404. */
  const ownTask = async (userId: string, taskId: string, projectId?: string) => {
    const [task] = await findOwnTasks(db, userId, [taskId]);
    if (!task || (projectId !== undefined && task.projectId !== projectId)) throw taskNotFound();
    return task;
  };

  const detailRoute = <T>(path: string, present: (row: DetailRow) => T) =>
    defineRoute({
      path,
      access: 'session',
      projectField: 'projectId',
      body: detailBody,
      handler: async ({ user, body }): Promise<PageResult<T>> => {
        if (body.businessId && body.businessId !== body.projectId) throw taskNotFound();
        await ownTask(user.userId, body.taskId, body.projectId);
        const { rows, total } = await pageDetails(db, detailFilter(body), pageWindow(body));
        return { records: rows.map(present), total };
      },
    });

  return [
    defineRoute({
      path: API.taskPageList,
      access: 'session',
      projectField: 'businessId',
      body: Type.Object({
        businessId: Type.String({ minLength: 1 }),
        ...pageFields,
        taskType: optionalText,
        fileName: optionalText,
        operateType: optionalText,
        taskStatus: optionalText,
        startTime: optionalText,
        endTime: optionalText,
      }),
      handler: async ({ user, body }): Promise<PageResult<Task>> => {
        const { rows, total } = await pageTasks(
          db,
          {
            projectId: body.businessId,
            userId: user.userId,
            taskType: body.taskType || undefined,
            operateType: body.operateType || undefined,
            taskStatus: body.taskStatus || undefined,
            fileName: body.fileName?.trim() || undefined,
            from: body.startTime ? parseDateTime('startTime', body.startTime) : undefined,
            to: body.endTime ? parseDateTime('endTime', body.endTime) : undefined,
          },
          pageWindow(body),
        );
        return { records: rows.map(toTask), total };
      },
    }),
    defineRoute({
      path: API.taskDelete,
      access: 'session',
      message: MESSAGES.deleted,
      body: Type.Object({ taskIdList: Type.Array(Type.String(), { minItems: 1, maxItems: 1000 }) }),
      handler: async ({ user, body }) => {
        const ids = [...new Set(body.taskIdList)];
        const tasks = await findOwnTasks(db, user.userId, ids);
        if (tasks.length !== ids.length) throw taskNotFound();
        if (tasks.some((task) => task.taskStatus === 'TASK_EXECUTE')) {
          throw new ApiError(CODE.badRequest, '执行中的任务不能删除');
        }
        await deleteTasks(db, ids);
        await Promise.all(ids.map((id) => deps.taskFiles.remove(id)));
      },
    }),
    defineRoute({
      path: TASK_DETAIL_API.download,
      access: 'session',
      file: true,
      body: Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 100 }) }),
      handler: async ({ user, body }): Promise<FileAnswer> => {
        const task = await ownTask(user.userId, body.taskId);
        const refusal = downloadRefusal(task);
        if (refusal) throw new ApiError(CODE.badRequest, refusal);
        return { fileName: task.fileName, body: await openTaskFile(deps, task.filePath) };
      },
    }),
    detailRoute(TASK_DETAIL_API.person, personDetail),
    detailRoute(TASK_DETAIL_API.blacklist, blacklistDetail),
    detailRoute(TASK_DETAIL_API.bankCard, bankCardDetail),
    detailRoute(TASK_DETAIL_API.devicePullPerson, devicePullDetail),
    detailRoute(TASK_DETAIL_API.zqxyPersonPull, personDetail),
    detailRoute(TASK_DETAIL_API.whitelist, whitelistDetail),
  ];
};
