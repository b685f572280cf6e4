import { Card, DatePicker, Radio, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { type CompanyAttendanceSeries, STATISTICS_API } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { session } from '../../../app/store/session';
import { Chart } from './Chart';
import { companyRateOption } from './chart-options';
import { addDays, todayOf } from './periods';
import { queryCompanyAttendance } from './statistics-calls';
import './statistics.css';

type Kind = 'DAY' | 'WEEK';

/** How far back each kind starts: the last two weeks by day, the last twelve weeks by week. */
const DEFAULT_SPAN: Record<Kind, number> = { DAY: 13, WEEK: 7 * 12 - 1 };

/**
 * enterprise-statistics (cPersonStatistics): each company's attendance by day or by week — its workers and
 * managers on the job, the people who came in each period and the rate, as lines to compare and a table to
 * read. Counted as the dashboard counts today's attendance.
 */
export default function EnterpriseStatisticsPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [kind, setKind] = useState<Kind>('DAY');
  const [range, setRange] = useState<[string, string]>(() => {
    const today = todayOf(Date.now());
    return [addDays(today, -DEFAULT_SPAN.DAY), today];
  });
  const path = kind === 'WEEK' ? STATISTICS_API.companyByWeek : STATISTICS_API.companyByDay;
  const { data, isLoading } = useSWR(projectId ? [path, projectId, ...range] : null, () =>
    queryCompanyAttendance(path, { projectId, startDate: range[0], endDate: range[1] }),
  );
  const option = useMemo(() => (data ? companyRateOption(data) : null), [data]);
  const switchKind = (next: Kind) => {
    setKind(next);
    setRange(([, end]) => [addDays(end, -DEFAULT_SPAN[next]), end]);
  };
  const columns: TableColumnProps<CompanyAttendanceSeries>[] = [
    { title: t('attendanceStats.column.company'), dataIndex: 'companyName', fixed: 'left', width: 200 },
    { title: t('attendanceStats.column.onJob'), dataIndex: 'onJobCount', width: 80, align: 'right' },
    ...(data?.periods ?? []).map((period, index) => ({
      title: kind === 'WEEK' ? t('attendanceStats.weekOf', { day: period }) : period,
      key: period,
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: CompanyAttendanceSeries) => `${row.attended[index]} / ${row.rates[index]}%`,
    })),
  ];
  return (
    <div data-testid="enterprise-statistics">
      <Space wrap className="attendance-search">
        <Radio.Group type="button" value={kind} onChange={switchKind} data-testid="enterprise-kind">
          <Radio value="DAY">{t('attendanceStats.byDay')}</Radio>
          <Radio value="WEEK">{t('attendanceStats.byWeek')}</Radio>
        </Radio.Group>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(value: string[]) => value?.length === 2 && setRange([value[0], value[1]])}
        />
      </Space>
      <Card title={t('attendanceStats.companyRates')}>
        {option && <Chart option={option} height={300} testId="enterprise-chart" />}
      </Card>
      <Table<CompanyAttendanceSeries>
        style={{ marginTop: 16 }}
        rowKey="companyId"
        size="small"
        border
        loading={isLoading}
        columns={columns}
        data={data?.companies ?? []}
        pagination={false}
        scroll={{ x: 280 + (data?.periods.length ?? 0) * 120 }}
        data-testid="enterprise-table"
      />
    </div>
  );
}
