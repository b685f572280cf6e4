import { DatePicker, Form, Input, Select } from '@arco-design/web-react';
import { TASK_STATUS, TASK_TYPES } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../resource/SearchBar';
import { OPERATE_TYPES, type TaskFilters } from './task-rules';

/** The task list's filters: type, file name, operation, status and the creation dates. */
export function TaskFiltersForm({ onSearch }: { onSearch: (filters: TaskFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TaskFilters>();
  const choices = (values: readonly string[], texts: string) =>
    values.map((value) => (
      <Select.Option key={value} value={value}>
        {t(`${texts}.${value}`)}
      </Select.Option>
    ));
  return (
    <SearchBar<TaskFilters>
      form={form}
      onSearch={onSearch}
      testIds={{ prefix: 'task', itemPrefix: 'task-filter' }}
      items={[
        {
          key: 'taskType',
          label: t('task.taskType'),
          control: (
            <Select allowClear showSearch placeholder={t('task.all')} style={{ width: 180 }}>
              {choices(TASK_TYPES, 'task.taskTypes')}
            </Select>
          ),
        },
        {
          key: 'fileName',
          label: t('task.fileName'),
          control: <Input placeholder={t('task.fileNamePlaceholder')} allowClear />,
        },
        {
          key: 'operateType',
          label: t('task.operateType'),
          control: (
            <Select allowClear placeholder={t('task.all')} style={{ width: 140 }}>
              {choices(OPERATE_TYPES, 'task.operateTypes')}
            </Select>
          ),
        },
        {
          key: 'taskStatus',
          label: t('task.taskStatus'),
          control: (
            <Select allowClear placeholder={t('task.all')} style={{ width: 140 }}>
              {choices(TASK_STATUS, 'task.statuses')}
            </Select>
          ),
        },
        {
          key: 'createTime',
          label: t('task.createTime'),
          control: <DatePicker.RangePicker style={{ width: 240 }} />,
        },
      ]}
    />
  );
}
