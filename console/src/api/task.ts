import { API, type PageResult, type Task, type TaskOperateType, type TaskStatus } from '@site/shared-schema';
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
