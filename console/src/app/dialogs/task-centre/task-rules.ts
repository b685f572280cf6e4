import { endOfDay, startOfDay, type Task, type TaskOperateType, type TaskStatus } from '@site/shared-schema';
import type { TaskQuery } from '../../../api/task';

export const OPERATE_TYPES = ['IMPORT', 'EXPORT', 'ZQXY'] as const satisfies readonly TaskOperateType[];

/** Task types whose detail is offered besides the IMPORT ones (seed 000 §2). */
const DETAIL_TASK_TYPES = ['ZQXY_PERSON_PULL', 'VERIFY_DEVICE_PULL_PERSON', 'BANK_CARD_IMPORT'];

export const isExecuting = (task: Task) => task.taskStatus === 'TASK_EXECUTE';

/** Download is offered for exports only. */
export const offersDownload = (task: Task) => task.operateType === 'EXPORT';
export const canDownload = (task: Task) =>
  offersDownload(task) && !isExecuting(task) && task.taskStatus !== 'TASK_FAIL';

export const offersDetail = (task: Task) =>
  task.operateType === 'IMPORT' || DETAIL_TASK_TYPES.includes(task.taskType);
export const canShowDetail = (task: Task) => offersDetail(task) && !isExecuting(task);

export const canDelete = (task: Task) => !isExecuting(task);

/** How often the list is read again while a task runs, so its progress moves (ms). */
export const TASK_POLL_INTERVAL = 3_000;

/** SWR's refresh interval for a page of tasks: polling while any of them runs, none otherwise. */
export const taskRefreshInterval = (tasks: readonly Task[] | undefined): number =>
  tasks?.some(isExecuting) ? TASK_POLL_INTERVAL : 0;

/** The share of a running task done, 0 to 100; 0 until the server knows how many rows there are. */
export function taskProgressPercent(task: Pick<Task, 'progress' | 'total'>): number {
  const { progress = 0, total = 0 } = task;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((progress / total) * 100));
}

export interface TaskFilters {
  taskType?: string;
  fileName?: string;
  operateType?: TaskOperateType;
  taskStatus?: TaskStatus;
  /** Picked dates, start and end. */
  createTime?: [string, string];
}

/** The list call of the task centre; the end of the date range reaches 23:59:59 of its day. */
export function buildTaskQuery(
  businessId: string,
  filters: TaskFilters,
  pageNumber: number,
  pageSize: number,
): TaskQuery {
  const [start, end] = filters.createTime ?? [];
  return {
    businessId,
    pageNumber,
    pageSize,
    taskType: filters.taskType || undefined,
    fileName: filters.fileName?.trim() || undefined,
    operateType: filters.operateType,
    taskStatus: filters.taskStatus,
    startTime: start ? startOfDay(start) : undefined,
    endTime: end ? endOfDay(end) : undefined,
  };
}
