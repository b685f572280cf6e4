import {
  Button,
  DatePicker,
  Empty,
  Form,
  Input,
  Message,
  Modal,
  Select,
  Space,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { formatDateTime, MESSAGES, TASK_STATUS, type Task } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { deleteTasks, queryTaskPage } from '../../../api/task';
import { NotBuilt } from '../../../pages/not-built/NotBuilt';
import { session } from '../../store/session';
import { usePaging } from '../../use-paging';
import {
  buildTaskQuery,
  canDelete,
  canDownload,
  canShowDetail,
  offersDetail,
  offersDownload,
  type TaskFilters,
} from './task-rules';

const OPERATE_TYPES = ['IMPORT', 'EXPORT', 'ZQXY'] as const;
const time = (value: string) => (value ? formatDateTime(value) : '');

/** The filterable, paged task list with download, detail and delete. */
export function TaskCentre() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const [form] = Form.useForm<TaskFilters>();
  const [filters, setFilters] = useState<TaskFilters>({});
  const { page, toFirstPage, pagination } = usePaging();
  const [detailOf, setDetailOf] = useState<Task>();
  const query = projectId ? buildTaskQuery(projectId, filters, page.pageNumber, page.pageSize) : undefined;
  const { data, isLoading, mutate } = useSWR(query ? ['tasks', query] : null, () => queryTaskPage(query!));

  // Searching starts again from page 1 (seed 000 §2).
  const search = (values: TaskFilters) => {
    setFilters(values);
    toFirstPage();
  };

  const remove = (task: Task) =>
    Modal.confirm({
      title: t('task.delete'),
      content: MESSAGES.confirmDeleteTask,
      okText: MESSAGES.confirm,
      cancelText: MESSAGES.cancel,
      onOk: async () => {
        await deleteTasks([task.taskId]);
        Message.success(MESSAGES.deleted);
        await mutate();
      },
    });

  const columns: TableColumnProps<Task>[] = [
    { title: t('task.taskName'), dataIndex: 'taskName' },
    {
      title: t('task.operateType'),
      dataIndex: 'operateType',
      render: (value: Task['operateType']) => t(`task.operateTypes.${value}`),
    },
    {
      title: t('task.taskStatus'),
      dataIndex: 'taskStatus',
      render: (value: Task['taskStatus']) => t(`task.statuses.${value}`),
    },
    { title: t('task.fileName'), dataIndex: 'fileName' },
    { title: t('task.taskResult'), dataIndex: 'taskResult' },
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
              onClick={() => window.open(task.filePathUrl, '_blank')}
            >
              {t('task.download')}
            </Button>
          )}
          {offersDetail(task) && (
            <Button size="mini" type="text" disabled={!canShowDetail(task)} onClick={() => setDetailOf(task)}>
              {t('task.detail')}
            </Button>
          )}
          <Button
            size="mini"
            type="text"
            status="danger"
            disabled={!canDelete(task)}
            onClick={() => remove(task)}
          >
            {t('task.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="task-centre">
      <Form form={form} layout="inline" onSubmit={search} className="task-centre__filters">
        <Form.Item label={t('task.fileName')} field="fileName">
          <Input placeholder={t('task.fileNamePlaceholder')} allowClear />
        </Form.Item>
        <Form.Item label={t('task.operateType')} field="operateType">
          <Select allowClear style={{ width: 140 }}>
            {OPERATE_TYPES.map((type) => (
              <Select.Option key={type} value={type}>
                {t(`task.operateTypes.${type}`)}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Form.Item label={t('task.taskStatus')} field="taskStatus">
          <Select allowClear style={{ width: 140 }}>
            {TASK_STATUS.map((status) => (
              <Select.Option key={status} value={status}>
                {t(`task.statuses.${status}`)}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Form.Item label={t('task.createTime')} field="createTime">
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<Task>
        rowKey="taskId"
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        noDataElement={<Empty description={t('task.empty')} />}
        pagination={pagination(data?.total ?? 0)}
      />
      <Modal
        title={t('task.detail')}
        visible={Boolean(detailOf)}
        onCancel={() => setDetailOf(undefined)}
        footer={null}
      >
        <NotBuilt title={detailOf?.taskName ?? ''} />
      </Modal>
    </div>
  );
}
