import { Form, Input, Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../../resource/SearchBar';
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
    <SearchBar<DetailFilters>
      form={form}
      onSearch={onSearch}
      testIds={{ prefix: 'task-detail', itemPrefix: 'task-detail-filter' }}
      items={filters.map((key) => ({
        key,
        label: t(`task.detailColumns.${key}`),
        control: CHOICE_FILTERS.includes(key) ? (
          <Select allowClear placeholder={t('task.all')} style={{ width: 120 }}>
            {[1, 0].map((value) => (
              <Select.Option key={value} value={value}>
                {t(`${CHOICE_TEXTS[key]}.${value}`)}
              </Select.Option>
            ))}
          </Select>
        ) : (
          <Input allowClear style={{ width: 160 }} />
        ),
      }))}
    />
  );
}
