import type { Task } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import {
  buildTaskQuery,
  canDelete,
  canDownload,
  canShowDetail,
  offersDetail,
  offersDownload,
} from './task-rules';

const task = (extra: Partial<Task>): Task => ({
  taskId: '1',
  taskName: 'task',
  taskType: 'PERSON_EXPORT',
  operateType: 'EXPORT',
  taskStatus: 'TASK_ALL_FINISH',
  taskResult: '',
  fileName: 'a.xlsx',
  filePathUrl: '/files/a.xlsx',
  createTime: '',
  updateTime: '',
  ...extra,
});

describe('task actions', () => {
  it('offers download for exports, disabled while executing or failed', () => {
    expect(canDownload(task({}))).toBe(true);
    expect(canDownload(task({ taskStatus: 'TASK_EXECUTE' }))).toBe(false);
    expect(canDownload(task({ taskStatus: 'TASK_FAIL' }))).toBe(false);
    expect(offersDownload(task({ operateType: 'IMPORT' }))).toBe(false);
  });

  it('offers detail for imports and the pull and bank-card tasks, disabled while executing', () => {
    expect(offersDetail(task({ operateType: 'IMPORT', taskType: 'PERSON_IMPORT' }))).toBe(true);
    expect(offersDetail(task({ operateType: 'ZQXY', taskType: 'ZQXY_PERSON_PULL' }))).toBe(true);
    expect(offersDetail(task({}))).toBe(false);
    expect(canShowDetail(task({ operateType: 'IMPORT', taskStatus: 'TASK_EXECUTE' }))).toBe(false);
  });

  it('disables delete while executing', () => {
    expect(canDelete(task({ taskStatus: 'TASK_EXECUTE' }))).toBe(false);
    expect(canDelete(task({ taskStatus: 'TASK_PART_FINISH' }))).toBe(true);
  });
});

describe('buildTaskQuery', () => {
  it('extends the end of the date range to 23:59:59', () => {
    const query = buildTaskQuery('p1', { createTime: ['2024-05-01', '2024-05-03'] }, 1, 20);
    expect(query).toMatchObject({
      businessId: 'p1',
      startTime: '2024-05-01 00:00:00',
      endTime: '2024-05-03 23:59:59',
    });
  });

  it('leaves out empty filters', () => {
    expect(buildTaskQuery('p1', { fileName: '  ' }, 2, 10)).toEqual({
      businessId: 'p1',
      pageNumber: 2,
      pageSize: 10,
      fileName: undefined,
      operateType: undefined,
      taskStatus: undefined,
      startTime: undefined,
      endTime: undefined,
    });
  });
});
