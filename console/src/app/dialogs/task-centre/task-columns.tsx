import { Button, Progress, Space, type TableColumnProps, Tag } from '@arco-design/web-react';
import { formatDateTime, type Task, type TaskStatus } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import {
  canDelete,
  canDownload,
  canShowDetail,
  isExecuting,
  offersDetail,
  offersDownload,
  taskProgressPercent,
} from './task-rules';
import { taskNameText, taskResultText } from './task-texts';

const time = (value: string) => (value ? formatDateTime(value) : '');

const STATUS_COLORS: Record<TaskStatus, string> = {
  TASK_EXECUTE: 'arcoblue',
  TASK_ALL_FINISH: 'green',
  TASK_PART_FINISH: 'orange',
  TASK_FAIL: 'red',
};

export interface TaskActions {
  downloading: ReadonlySet<string>;
  onDownload(task: Task): void;
  onDetail(task: Task): void;
  onDelete(task: Task): void;
}

/** The status of a task; a running one shows how far it got. */
function TaskStatusCell({ task, t }: { task: Task; t: TFunction }) {
  return (
    <div data-testid={`task-status-${task.taskId}`} data-status={task.taskStatus}>
      <Tag color={STATUS_COLORS[task.taskStatus]}>{t(`task.statuses.${task.taskStatus}`)}</Tag>
      {isExecuting(task) && (
        <div className="task-centre__progress" data-testid={`task-progress-${task.taskId}`}>
          <Progress size="small" percent={taskProgressPercent(task)} />
          {Boolean(task.total) && (
            <span className="task-centre__count">
              {task.progress ?? 0}/{task.total}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** The columns of the task list with its download, detail and delete actions. */
export function taskColumns(t: TFunction, actions: TaskActions): TableColumnProps<Task>[] {
  return [
    { title: t('task.taskName'), dataIndex: 'taskName', render: (_value, task) => taskNameText(task, t) },
    {
      title: t('task.taskType'),
      dataIndex: 'taskType',
      render: (value: string) => t(`task.taskTypes.${value}`, { defaultValue: value }),
    },
    {
      title: t('task.operateType'),
      dataIndex: 'operateType',
      render: (value: Task['operateType']) => t(`task.operateTypes.${value}`),
    },
    {
      title: t('task.taskStatus'),
      dataIndex: 'taskStatus',
      width: 150,
      render: (_value, task) => <TaskStatusCell task={task} t={t} />,
    },
    { title: t('task.fileName'), dataIndex: 'fileName', ellipsis: true, tooltip: true },
    {
      title: t('task.taskResult'),
      dataIndex: 'taskResult',
      ellipsis: true,
      tooltip: true,
      render: (value: string) => taskResultText(value, t),
    },
    { title: t('task.startTime'), dataIndex: 'createTime', render: time },
    { title: t('task.endTime'), dataIndex: 'updateTime', render: time },
    {
      title: t('task.actions'),
      render: (_value, task) => (
        <Space size="mini">
          {offersDownload(task) && (
            <Button
              size="mini"
              type="text"
              disabled={!canDownload(task)}
              loading={actions.downloading.has(task.taskId)}
              onClick={() => actions.onDownload(task)}
              data-testid={`task-download-${task.taskId}`}
            >
              {t('task.download')}
            </Button>
          )}
          {offersDetail(task) && (
            <Button
              size="mini"
              type="text"
              disabled={!canShowDetail(task)}
              onClick={() => actions.onDetail(task)}
              data-testid={`task-detail-${task.taskId}`}
            >
              {t('task.detail')}
            </Button>
          )}
          <Button
            size="mini"
            type="text"
            status="danger"
            disabled={!canDelete(task)}
            onClick={() => actions.onDelete(task)}
            data-testid={`task-delete-${task.taskId}`}
          >
            {t('task.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}
