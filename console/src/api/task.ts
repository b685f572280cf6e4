import {
  API,
  type PageResult,
  TASK_DETAIL_API,
  type Task,
  type TaskDetailQuery,
  type TaskOperateType,
  type TaskStatus,
} from '@site/shared-schema';
import { exportFile } from './download';
import { fetchData, fetchMessage } from './http';

export interface TaskQuery {
  businessId: string;
  pageNumber: number;
  pageSize: number;
  taskType?: string;
  fileName?: string;
  operateType?: TaskOperateType;
  taskStatus?: TaskStatus;
  startTime?: string;
  endTime?: string;
}

export const queryTaskPage = (query: TaskQuery) => fetchData<PageResult<Task>>(API.taskPageList, query);

export const deleteTasks = (taskIdList: string[]) => fetchMessage(API.taskDelete, { taskIdList });

/** The rows of one task from the detail call of its type. */
export const queryTaskDetail = <Row>(path: string, query: TaskDetailQuery) =>
  fetchData<PageResult<Row>>(path, query);

/** Saves a task's file under the name the server gives in content-disposition. */
export const downloadTaskFile = (task: Pick<Task, 'taskId' | 'fileName'>) =>
  exportFile(TASK_DETAIL_API.download, { taskId: task.taskId }, task.fileName || undefined);
