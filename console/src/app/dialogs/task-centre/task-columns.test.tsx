import { Table } from '@arco-design/web-react';
import type { Task } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { zh } from '../../i18n/locales/zh';
import { taskColumns } from './task-columns';

const task = (taskId: string, extra: Partial<Task>): Task => ({
  taskId,
  taskName: taskId,
  taskType: 'PERSON_EXPORT',
  operateType: 'EXPORT',
  taskStatus: 'TASK_ALL_FINISH',
  taskResult: '',
  fileName: '人员信息导出.xlsx',
  filePathUrl: '',
  createTime: '2026-03-05 12:00:00',
  updateTime: '',
  ...extra,
});

const tasks = [
  task('export-done', {}),
  task('export-running', { taskStatus: 'TASK_EXECUTE', progress: 30, total: 120 }),
  task('export-failed', { taskStatus: 'TASK_FAIL' }),
  task('import-done', { operateType: 'IMPORT', taskType: 'PERSON_IMPORT', taskStatus: 'TASK_PART_FINISH' }),
  task('import-running', { operateType: 'IMPORT', taskType: 'BLACKLIST_IMPORT', taskStatus: 'TASK_EXECUTE' }),
];

const button = (testId: string) => screen.queryByTestId(testId) as HTMLButtonElement | null;

describe('task list columns', () => {
  beforeAll(() => i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } }));
  afterEach(cleanup);

  it('offers each action by type and enables it by status, and shows the progress of running tasks', () => {
    const actions = {
      downloading: new Set<string>(),
      onDownload: vi.fn(),
      onDetail: vi.fn(),
      onDelete: vi.fn(),
    };
    render(
      <Table rowKey="taskId" columns={taskColumns(i18next.t, actions)} data={tasks} pagination={false} />,
    );

    expect(button('task-download-export-done')?.disabled).toBe(false);
    expect(button('task-download-export-running')?.disabled).toBe(true);
    expect(button('task-download-export-failed')?.disabled).toBe(true);
    expect(button('task-download-import-done')).toBeNull();

    expect(button('task-detail-export-done')).toBeNull();
    expect(button('task-detail-import-done')?.disabled).toBe(false);
    expect(button('task-detail-import-running')?.disabled).toBe(true);

    expect(button('task-delete-export-running')?.disabled).toBe(true);
    expect(button('task-delete-export-failed')?.disabled).toBe(false);

    expect(screen.getByTestId('task-progress-export-running').textContent).toContain('30/120');
    expect(screen.queryByTestId('task-progress-export-done')).toBeNull();
    expect(screen.getByTestId('task-status-import-done').textContent).toBe('部分完成');
    expect(screen.getAllByText('人员导入')).toHaveLength(1);

    fireEvent.click(button('task-download-export-done')!);
    fireEvent.click(button('task-detail-import-done')!);
    expect(actions.onDownload).toHaveBeenCalledWith(tasks[0]);
    expect(actions.onDetail).toHaveBeenCalledWith(tasks[3]);
  });
});
