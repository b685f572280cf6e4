import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import {
  API,
  MESSAGES,
  type PageResult,
  type Task,
  type TaskOperateType,
  type TaskStatus,
} from '@site/shared-schema';
import type { FastifyRequest } from 'fastify';
import { parseDateTime, showDateTime } from '../../http/datetime';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { fileUrl } from '../file/urls';
import { deleteTasks, findOwnTasks, pageTasks, type TaskRow } from './queries';

const toTask = (row: TaskRow, request: FastifyRequest): Task => ({
  taskId: row.id,
  taskName: row.taskName,
  taskType: row.taskType,
  operateType: row.operateType as TaskOperateType,
  taskStatus: row.taskStatus as TaskStatus,
  taskResult: row.taskResult,
  fileName: row.fileName,
  filePathUrl: row.filePath ? fileUrl(request, row.filePath) : '',
  createTime: showDateTime(row.createdAt),
  updateTime: showDateTime(row.updatedAt),
});

const optionalText = Type.Optional(Type.String({ maxLength: 100 }));

export const taskRoutes = ({ db, filesDir }: AppDeps) => [
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
    handler: async ({ user, body, request }): Promise<PageResult<Task>> => {
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
      return { records: rows.map((row) => toTask(row, request)), total };
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
      if (tasks.length !== ids.length) throw new ApiError(CODE.notFound, '任务不存在');
      if (tasks.some((task) => task.taskStatus === 'TASK_EXECUTE')) {
        throw new ApiError(CODE.badRequest, '执行中的任务不能删除');
      }
      await deleteTasks(db, ids);
      await Promise.all(
        tasks
          .filter((task) => task.filePath)
          .map((task) => rm(join(filesDir, task.filePath), { force: true })),
      );
    },
  }),
];
