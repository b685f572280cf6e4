import { Empty, Table } from '@arco-design/web-react';
import type { Task } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { downloadTaskFile, queryTaskPage } from '../../../api/task';
import { session } from '../../store/session';
import { usePaging } from '../../use-paging';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { TaskDetailDialog } from './detail/TaskDetailDialog';
import { TaskFiltersForm } from './TaskFiltersForm';
import { taskColumns } from './task-columns';
import { buildTaskQuery, type TaskFilters, taskRefreshInterval } from './task-rules';
import './task-centre.css';

/**
 * The filterable, paged task list (seed 000 §2): download, detail and delete per task. While a task of
 * the page runs, the list is read again every few seconds so its progress moves; then polling stops.
 */
export function TaskCentre() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const [filters, setFilters] = useState<TaskFilters>({});
  const { page, searches, newSearch, pagination } = usePaging();
  const [detailOf, setDetailOf] = useState<Task>();
  const [deleting, setDeleting] = useState<Task>();
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const query = projectId ? buildTaskQuery(projectId, filters, page.pageNumber, page.pageSize) : undefined;
  const { data, isLoading, mutate } = useSWR(
    query ? ['tasks', query, searches] : null,
    () => queryTaskPage(query!),
    {
      refreshInterval: (latest) => taskRefreshInterval(latest?.records),
      keepPreviousData: true,
    },
  );

  // Searching starts again from page 1 (seed 000 §2) and reads the list again even when nothing changed.
  const search = (values: TaskFilters) => {
    setFilters(values);
    newSearch();
  };

  const download = (task: Task) => {
    setDownloading((ids) => new Set(ids).add(task.taskId));
    downloadTaskFile(task)
      .catch(ignoreNotified)
      .finally(() =>
        setDownloading((ids) => {
          const left = new Set(ids);
          left.delete(task.taskId);
          return left;
        }),
      );
  };

  const columns = taskColumns(t, {
    downloading,
    onDownload: download,
    onDetail: setDetailOf,
    onDelete: setDeleting,
  });

  return (
    <div className="task-centre" data-testid="task-centre">
      <TaskFiltersForm onSearch={search} />
      <Table<Task>
        rowKey="taskId"
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        noDataElement={<Empty description={t('task.empty')} />}
        pagination={pagination(data?.total ?? 0)}
        // Long names and results scroll inside the dialog rather than push the times and actions out of it.
        scroll={{ x: 1200 }}
      />
      <TaskDetailDialog task={detailOf} onClose={() => setDetailOf(undefined)} />
      <DeleteTaskDialog
        task={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={() => {
          setDeleting(undefined);
          void mutate();
        }}
      />
    </div>
  );
}
