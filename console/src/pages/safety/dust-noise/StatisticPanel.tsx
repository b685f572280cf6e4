import { Button, DatePicker, Empty, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDownload, IconSearch } from '@arco-design/web-react/icon';
import type { YcjzStatisticRow } from '@site/shared-schema';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePaging } from '../../../app/use-paging';
import { DeviceSelect } from './DeviceSelect';
import { exportStatisticList, queryStatisticList, type StatisticQuery } from './ycjz-calls';

const COLUMNS: (keyof YcjzStatisticRow)[] = [
  'day',
  'deviceAlias',
  'readingCount',
  'tspAvg',
  'pm10Avg',
  'pm10Max',
  'pm25Avg',
  'pm25Max',
  'noiseAvg',
  'noiseMax',
  'temperatureAvg',
  'humidityAvg',
  'windSpeedMax',
  'warnCount',
];

/** The last seven days, today included: the list opens on them. */
const lastWeek = (): [string, string] => [
  dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
  dayjs().format('YYYY-MM-DD'),
];

/** queryStatisticList: each monitor's days, means, peaks and readings over the thresholds; exported as a task. */
export function StatisticPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<string>();
  const [days, setDays] = useState<[string, string]>(lastWeek);
  const [query, setQuery] = useState<StatisticQuery>(() => ({
    projectId,
    startDate: days[0],
    endDate: days[1],
  }));
  const [exporting, setExporting] = useState(false);
  const { page, searches, newSearch, pagination } = usePaging();
  const { data, isLoading } = useSWR(['ycjz-statistic', query, page, searches], () =>
    queryStatisticList({ ...query, ...page }),
  );

  const columns: TableColumnProps<YcjzStatisticRow>[] = COLUMNS.map((key) => ({
    title: t(`dustNoise.statistic.columns.${key}`),
    dataIndex: key,
    render:
      key === 'warnCount'
        ? (value: number) => (
            <span style={value > 0 ? { color: 'rgb(var(--danger-6))' } : undefined}>{value}</span>
          )
        : undefined,
  }));

  const download = async () => {
    setExporting(true);
    // A refusal is shown by the download helper; the button comes back either way.
    await exportStatisticList(query).catch(() => undefined);
    setExporting(false);
  };

  return (
    <div data-testid="ycjz-statistic">
      <Space wrap style={{ marginBottom: 16 }}>
        <DeviceSelect
          projectId={projectId}
          value={deviceId}
          onChange={setDeviceId}
          allowClear
          placeholder={t('dustNoise.statistic.allDevices')}
        />
        <DatePicker.RangePicker
          value={days}
          allowClear={false}
          onChange={(value: string[]) => setDays([value[0], value[1]])}
        />
        <Button
          type="primary"
          icon={<IconSearch />}
          data-testid="ycjz-statistic-search"
          onClick={() => {
            setQuery({ projectId, ycjzDeviceId: deviceId, startDate: days[0], endDate: days[1] });
            newSearch();
          }}
        >
          {t('dustNoise.statistic.search')}
        </Button>
        <Button
          icon={<IconDownload />}
          loading={exporting}
          onClick={download}
          data-testid="ycjz-statistic-export"
        >
          {t('dustNoise.statistic.export')}
        </Button>
      </Space>
      <div data-testid="ycjz-statistic-table">
        <Table<YcjzStatisticRow>
          rowKey={(row) => `${row.ycjzDeviceId}:${row.day}`}
          loading={isLoading}
          columns={columns}
          data={data?.records ?? []}
          noDataElement={<Empty description={t('dustNoise.statistic.empty')} />}
          pagination={pagination(data?.total ?? 0)}
          scroll={{ x: true }}
        />
      </div>
    </div>
  );
}
