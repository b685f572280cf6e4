import { Form, Input, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { AGREEMENT_SYNC_STATUS, type AgreementScopeQuery, type PageResult } from '@site/shared-schema';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchData } from '../../api/http';
import { usePaging } from '../../app/use-paging';
import { SearchBar } from '../../resource/SearchBar';

interface Filters {
  keyword?: string;
  syncStatus?: number;
}

interface Props<Row> {
  /** Names the list in test ids: `zqxy-${name}-table`. */
  name: string;
  path: string;
  scope: AgreementScopeQuery;
  rowKey: keyof Row & string;
  columns: TableColumnProps<Row>[];
  /** Lists of what the platform holds (contracts, certificates) have no status filter. */
  statusFilter?: boolean;
  /** The buttons above the table; `refresh` reloads the list after a call. */
  toolbar?: (refresh: () => void) => ReactNode;
  /** The row actions column, when the list has one. */
  actions?: (row: Row, refresh: () => void) => ReactNode;
}

/** One zqxy list of an agreement (seed 001 §7 siteAgreement zqxy*): name and status filters, paged table. */
export function ZqxyList<Row>({
  name,
  path,
  scope,
  rowKey,
  columns,
  statusFilter = true,
  toolbar,
  actions,
}: Props<Row>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const { page, searches, newSearch, pagination } = usePaging();
  const query = {
    ...scope,
    ...page,
    keyword: filters.keyword?.trim() || undefined,
    syncStatus: filters.syncStatus,
  };
  const { data, isLoading, mutate } = useSWR([path, query, searches], () =>
    fetchData<PageResult<Row>>(path, query),
  );
  const refresh = () => void mutate();

  const items = [
    { key: 'keyword', label: t('zqxy.keyword'), control: <Input allowClear style={{ width: 180 }} /> },
    ...(statusFilter
      ? [
          {
            key: 'syncStatus',
            label: t('zqxy.fields.syncStatus'),
            control: (
              <Select allowClear style={{ width: 140 }}>
                {Object.values(AGREEMENT_SYNC_STATUS).map((status) => (
                  <Select.Option key={status} value={status}>
                    {t(`zqxy.syncStatus.${status}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
        ]
      : []),
  ];
  const allColumns: TableColumnProps<Row>[] = actions
    ? [...columns, { title: t('zqxy.actions'), render: (_value, row) => actions(row, refresh) }]
    : columns;

  return (
    <div data-testid={`zqxy-${name}`}>
      <SearchBar
        items={items}
        form={form}
        onSearch={(values) => {
          setFilters(values);
          newSearch();
        }}
        testIds={{ prefix: `zqxy-${name}`, itemPrefix: `zqxy-${name}-filter` }}
      />
      {toolbar && <div className="zqxy-toolbar">{toolbar(refresh)}</div>}
      <Table<Row>
        data-testid={`zqxy-${name}-table`}
        rowKey={rowKey}
        loading={isLoading}
        columns={allColumns}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
      />
    </div>
  );
}
