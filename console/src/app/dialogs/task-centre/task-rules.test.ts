import type { Task } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import {
  buildTaskQuery,
  canDelete,
  canDownload,
  canShowDetail,
  offersDetail,
  offersDownload,
  TASK_POLL_INTERVAL,
  taskProgressPercent,
  taskRefreshInterval,
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
    expect(offersDetail(task({ operateType: 'EXPORT', taskType: 'VERIFY_DEVICE_PULL_PERSON' }))).toBe(true);
    expect(offersDetail(task({ operateType: 'IMPORT', taskType: 'BANK_CARD_IMPORT' }))).toBe(true);
    expect(offersDetail(task({}))).toBe(false);
    expect(canShowDetail(task({ operateType: 'IMPORT', taskStatus: 'TASK_EXECUTE' }))).toBe(false);
    for (const taskStatus of ['TASK_ALL_FINISH', 'TASK_PART_FINISH', 'TASK_FAIL'] as const) {
      expect(canShowDetail(task({ operateType: 'IMPORT', taskStatus }))).toBe(true);
    }
  });

  it('enables download only for finished exports (all or part)', () => {
    expect(canDownload(task({ taskStatus: 'TASK_PART_FINISH' }))).toBe(true);
    expect(canDownload(task({ operateType: 'IMPORT' }))).toBe(false);
  });

  it('disables delete while executing', () => {
    expect(canDelete(task({ taskStatus: 'TASK_EXECUTE' }))).toBe(false);
    expect(canDelete(task({ taskStatus: 'TASK_PART_FINISH' }))).toBe(true);
    expect(canDelete(task({ taskStatus: 'TASK_FAIL' }))).toBe(true);
  });
});

describe('running tasks', () => {
  it('polls the list while any task of the page runs and stops when none does', () => {
    expect(taskRefreshInterval([task({}), task({ taskStatus: 'TASK_EXECUTE' })])).toBe(TASK_POLL_INTERVAL);
    expect(taskRefreshInterval([task({}), task({ taskStatus: 'TASK_FAIL' })])).toBe(0);
    expect(taskRefreshInterval(undefined)).toBe(0);
  });

  it('shows the share of rows done, 0 while the total is unknown', () => {
    expect(taskProgressPercent({ progress: 3, total: 8 })).toBe(37);
    expect(taskProgressPercent({ progress: 8, total: 8 })).toBe(100);
    expect(taskProgressPercent({ progress: 5, total: 0 })).toBe(0);
    expect(taskProgressPercent({})).toBe(0);
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

  it('sends the task type filter', () => {
    expect(buildTaskQuery('p1', { taskType: 'BLACKLIST_IMPORT' }, 1, 20)).toMatchObject({
      taskType: 'BLACKLIST_IMPORT',
    });
  });

  it('leaves out empty filters', () => {
    expect(buildTaskQuery('p1', { fileName: '  ', taskType: '' }, 2, 10)).toEqual({
      businessId: 'p1',
      pageNumber: 2,
      pageSize: 10,
      taskType: undefined,
      fileName: undefined,
      operateType: undefined,
      taskStatus: undefined,
      startTime: undefined,
      endTime: undefined,
    });
  });
});
