import { Card, DatePicker, Space, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { DATE_FORMAT, type FleetVehicleRow, formatDateTime } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePaging } from '../../../app/use-paging';
import { fetchFleetVehicles } from './fleet-calls';

const COLUMNS = ['licensePlate', 'vehicleType', 'inCount', 'outCount', 'lastPassTime'] as const;

/**
 * The fleet's vehicles with their entries and exits over the chosen days (today by default), counted by
 * the server from the plate records, and the totals of the whole fleet.
 */
export function FleetVehicles({ projectId, fleetId }: { projectId: string; fleetId: string }) {
  const { t } = useTranslation();
  const today = formatDateTime(Date.now(), DATE_FORMAT);
  const [days, setDays] = useState<string[]>([today, today]);
  const { page, searches, newSearch, pagination } = usePaging();
  const query = {
    fleetId,
    timeStart: `${days[0]} 00:00:00`,
    timeEnd: `${days[1]} 23:59:59`,
    ...page,
  };
  const { data, isLoading } = useSWR(['fleet-vehicles', projectId, query, searches], () =>
    fetchFleetVehicles(projectId, query),
  );
  const columns: TableColumnProps<FleetVehicleRow>[] = COLUMNS.map((key) => ({
    title: t(`fleetPage.columns.${key}`),
    dataIndex: key,
    render:
      key === 'vehicleType'
        ? (value: number) => t(`lprWhiteList.options.carType.${value}`)
        : key === 'lastPassTime'
          ? (value: string) => value || '-'
          : undefined,
  }));
  return (
    <Card
      title={t('fleetPage.vehicles')}
      extra={
        <Space>
          <span>{t('fleetPage.range')}</span>
          <DatePicker.RangePicker
            value={days}
            allowClear={false}
            onChange={(value: string[]) => {
              if (value?.length === 2) setDays(value);
              newSearch();
            }}
            data-testid="fleet-range"
          />
        </Space>
      }
    >
      <Space className="fleet-page__totals" data-testid="fleet-totals">
        <Tag color="green">{t('fleetPage.totals', { in: data?.inCount ?? 0, out: data?.outCount ?? 0 })}</Tag>
      </Space>
      <Table
        rowKey="licensePlate"
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        noDataElement={<span>{t('fleetPage.noVehicles')}</span>}
        data-testid="fleet-vehicles"
      />
    </Card>
  );
}
