import { Button, DatePicker, Radio, Space, Table } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { ATTENDANCE_REPORT_API, type MonthReportGroup, type MonthReportRow } from '@site/shared-schema';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { Chart } from './Chart';
import { monthReportOption } from './chart-options';
import { monthOf } from './periods';
import { exportReport, queryMonthReport } from './statistics-calls';

/** The monthly report per company or team: headcount, people who came, person-days, hours and rate, charted. */
export function MonthReportView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => monthOf(Date.now()));
  const [groupBy, setGroupBy] = useState<MonthReportGroup>('COMPANY');
  const [exporting, setExporting] = useState(false);
  const body = { projectId, month, groupBy };
  const { data, isLoading } = useSWR(
    projectId ? ['attendance-month-report', month, groupBy, projectId] : null,
    () => queryMonthReport(body),
  );
  const nameOf = useCallback((row: MonthReportRow) => row.groupName || t('attendanceStats.noTeam'), [t]);
  const option = useMemo(() => monthReportOption(data ?? [], nameOf), [data, nameOf]);
  const exportNow = async () => {
    setExporting(true);
    await exportReport(ATTENDANCE_REPORT_API.exportMonthReport, body)
      .catch(ignoreNotified)
      .finally(() => setExporting(false));
  };
  return (
    <div className="attendance-view" data-testid="attendance-report">
      <Space wrap className="attendance-search">
        <DatePicker.MonthPicker
          value={month}
          allowClear={false}
          onChange={(value: string) => value && setMonth(value)}
        />
        <Radio.Group type="button" value={groupBy} onChange={setGroupBy}>
          <Radio value="COMPANY">{t('attendanceStats.byCompany')}</Radio>
          <Radio value="TEAM">{t('attendanceStats.byTeam')}</Radio>
        </Radio.Group>
        <Button
          icon={<IconDownload />}
          loading={exporting}
          onClick={exportNow}
          data-testid="attendance-report-export"
        >
          {t('attendanceStats.export')}
        </Button>
      </Space>
      <Chart option={option} height={260} testId="attendance-report-chart" />
      <Table<MonthReportRow>
        rowKey="groupId"
        size="small"
        border
        loading={isLoading}
        data={data ?? []}
        pagination={false}
        columns={[
          {
            title:
              groupBy === 'TEAM' ? t('attendanceStats.column.team') : t('attendanceStats.column.company'),
            dataIndex: 'groupName',
            render: (_: unknown, row: MonthReportRow) => nameOf(row),
          },
          ...(groupBy === 'TEAM'
            ? [{ title: t('attendanceStats.column.company'), dataIndex: 'companyName' }]
            : []),
          { title: t('attendanceStats.column.headcount'), dataIndex: 'headcount', align: 'right' },
          { title: t('attendanceStats.column.attendedPeople'), dataIndex: 'attendedPeople', align: 'right' },
          { title: t('attendanceStats.column.personDays'), dataIndex: 'personDays', align: 'right' },
          { title: t('attendanceStats.column.workHours'), dataIndex: 'workHours', align: 'right' },
          {
            title: t('attendanceStats.column.rate'),
            dataIndex: 'attendanceRate',
            align: 'right',
            render: (value: number) => `${value}%`,
          },
        ]}
      />
    </div>
  );
}
