import { Button, DatePicker, Form, Input, Select, Space } from '@arco-design/web-react';
import { TASK_STATUS, TASK_TYPES } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { OPERATE_TYPES, type TaskFilters } from './task-rules';

/** The task list's filters: type, file name, operation, status and the creation dates. */
export function TaskFiltersForm({ onSearch }: { onSearch: (filters: TaskFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TaskFilters>();
  return (
    <Form form={form} layout="inline" onSubmit={onSearch} className="task-centre__filters">
      <Form.Item label={t('task.taskType')} field="taskType">
        <Select
          allowClear
          showSearch
          placeholder={t('task.all')}
          style={{ width: 180 }}
          data-testid="task-filter-type"
        >
          {TASK_TYPES.map((type) => (
            <Select.Option key={type} value={type}>
              {t(`task.taskTypes.${type}`)}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item label={t('task.fileName')} field="fileName">
        <Input placeholder={t('task.fileNamePlaceholder')} allowClear data-testid="task-filter-file-name" />
      </Form.Item>
      <Form.Item label={t('task.operateType')} field="operateType">
        <Select allowClear placeholder={t('task.all')} style={{ width: 140 }}>
          {OPERATE_TYPES.map((type) => (
            <Select.Option key={type} value={type}>
              {t(`task.operateTypes.${type}`)}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item label={t('task.taskStatus')} field="taskStatus">
        <Select
          allowClear
          placeholder={t('task.all')}
          style={{ width: 140 }}
          data-testid="task-filter-status"
        >
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
        <Button type="primary" htmlType="submit" data-testid="task-search">
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form>
  );
}
