import { endOfDay, startOfDay, type Task, type TaskOperateType, type TaskStatus } from '@site/shared-schema';
import type { TaskQuery } from '../../../api/task';

/** Task types whose detail is offered besides the IMPORT ones (seed 000 §2). */
const DETAIL_TASK_TYPES = ['ZQXY_PERSON_PULL', 'VERIFY_DEVICE_PULL_PERSON', 'BANK_CARD_IMPORT'];

const executing = (task: Task) => task.taskStatus === 'TASK_EXECUTE';

/** Download is offered for exports only. */
export const offersDownload = (task: Task) => task.operateType === 'EXPORT';
export const canDownload = (task: Task) =>
  offersDownload(task) && !executing(task) && task.taskStatus !== 'TASK_FAIL';

export const offersDetail = (task: Task) =>
  task.operateType === 'IMPORT' || DETAIL_TASK_TYPES.includes(task.taskType);
export const canShowDetail = (task: Task) => offersDetail(task) && !executing(task);

export const canDelete = (task: Task) => !executing(task);

export interface TaskFilters {
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
    fileName: filters.fileName?.trim() || undefined,
    operateType: filters.operateType,
    taskStatus: filters.taskStatus,
    startTime: start ? startOfDay(start) : undefined,
    endTime: end ? endOfDay(end) : undefined,
  };
}
