import { Button, Form, Input, Select, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CHOICE_FILTERS, type DetailFilterKey, type DetailFilters } from './task-details';

const CHOICE_TEXTS: Partial<Record<DetailFilterKey, string>> = {
  recordStatus: 'task.recordStatuses',
  personPhotoStatus: 'task.photoStatuses',
};

/** The filters a detail view declares: free text, or 1/0 choices (outcome, photo). */
export function DetailFiltersForm({
  filters,
  onSearch,
}: {
  filters: readonly DetailFilterKey[];
  onSearch: (values: DetailFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DetailFilters>();
  return (
    <Form form={form} layout="inline" onSubmit={onSearch} className="task-detail__filters">
      {filters.map((key) => (
        <Form.Item key={key} label={t(`task.detailColumns.${key}`)} field={key}>
          {CHOICE_FILTERS.includes(key) ? (
            <Select
              allowClear
              placeholder={t('task.all')}
              style={{ width: 120 }}
              data-testid={`task-detail-filter-${key}`}
            >
              {[1, 0].map((value) => (
                <Select.Option key={value} value={value}>
                  {t(`${CHOICE_TEXTS[key]}.${value}`)}
                </Select.Option>
              ))}
            </Select>
          ) : (
            <Input allowClear style={{ width: 160 }} data-testid={`task-detail-filter-${key}`} />
          )}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" data-testid="task-detail-search">
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
