import { Alert, Empty, Modal, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { formatDateTime, type Task } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryTaskDetail } from '../../../../api/task';
import { Thumbnail } from '../../../../resource/Thumbnail';
import { session } from '../../../store/session';
import { usePaging } from '../../../use-paging';
import { DetailFiltersForm } from './DetailFiltersForm';
import {
  buildDetailQuery,
  type DetailColumn,
  type DetailFilters,
  detailColumns,
  detailViewOf,
  type TaskDetailView,
} from './task-details';

type DetailRow = Record<string, unknown>;

/** The rows of a finished task, per its type's declared view (seed 000 §2, §3). */
export function TaskDetailDialog({ task, onClose }: { task?: Task; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('task.detailTitle', { name: task?.fileName || task?.taskName || '' })}
      visible={Boolean(task)}
      onCancel={onClose}
      maskClosable
      footer={null}
      unmountOnExit
      style={{ width: '80%' }}
    >
      {task && <TaskDetail task={task} />}
    </Modal>
  );
}

function TaskDetail({ task }: { task: Task }) {
  const { t } = useTranslation();
  const view = detailViewOf(task);
  if (!view) return <Empty description={t('task.detailUnavailable')} data-testid="task-detail-unavailable" />;
  return <TaskDetailList task={task} view={view} />;
}

function cell(column: DetailColumn, row: DetailRow, t: TFunction) {
  const value = row[column.key];
  if (column.photo)
    return <Thumbnail path={typeof value === 'string' ? value : ''} alt={String(row.photoName ?? '')} />;
  if (column.key === 'recordStatus') {
    if (value !== 0 && value !== 1) return '';
    return <Tag color={value === 1 ? 'green' : 'red'}>{t(`task.recordStatuses.${value}`)}</Tag>;
  }
  if (column.key === 'createTime' && typeof value === 'string' && value) return formatDateTime(value);
  return value === undefined || value === null ? '' : String(value);
}

function TaskDetailList({ task, view }: { task: Task; view: TaskDetailView }) {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [filters, setFilters] = useState<DetailFilters>({});
  const { page, searches, newSearch, pagination } = usePaging();
  const query = buildDetailQuery(projectId, task.taskId, filters, page.pageNumber, page.pageSize);
  const { data, error, isLoading } = useSWR(['task-detail', view.path, query, searches], () =>
    queryTaskDetail<DetailRow>(view.path, query),
  );

  const columns: TableColumnProps<DetailRow>[] = detailColumns(view).map((column) => ({
    title: t(`task.detailColumns.${column.key}`),
    key: column.key,
    render: (_value, row) => cell(column, row, t),
  }));

  return (
    <div className="task-detail" data-testid={`task-detail-view-${task.taskId}`}>
      <DetailFiltersForm
        filters={view.filters}
        onSearch={(values) => {
          setFilters(values);
          newSearch();
        }}
      />
      {error && (
        <Alert
          type="error"
          className="task-detail__error"
          data-testid="task-detail-error"
          content={t('task.detailFailed', {
            message: error instanceof Error ? error.message : String(error),
          })}
        />
      )}
      <Table<DetailRow>
        rowKey={(row) => String(row.detailId ?? row.rowNumber)}
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        scroll={{ x: columns.length * 120 }}
        onRow={(row) =>
          ({ 'data-testid': 'task-detail-row', 'data-record-status': row.recordStatus }) as object
        }
        noDataElement={<Empty description={t('task.detailEmpty')} />}
        pagination={pagination(data?.total ?? 0)}
      />
    </div>
  );
}
