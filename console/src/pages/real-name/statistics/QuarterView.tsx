import { Select } from '@arco-design/web-react';
import { ATTENDANCE_REPORT_API, type AttendanceQuarterRow } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleReport } from './PeopleReport';
import { quarterOf, recentQuarters } from './periods';
import { personColumns } from './person-columns';

/** Per person, the days and hours of each month of a quarter and of the whole quarter. */
export function QuarterView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [quarter, setQuarter] = useState(() => quarterOf(Date.now()));
  const [year, number] = quarter.split('-Q').map(Number);
  const months = [1, 2, 3].map((offset) => `${year}-${String((number - 1) * 3 + offset).padStart(2, '0')}`);
  return (
    <PeopleReport<AttendanceQuarterRow>
      projectId={projectId}
      testId="attendance-quarter"
      paths={{ list: ATTENDANCE_REPORT_API.listByQuarter, export: ATTENDANCE_REPORT_API.exportByQuarter }}
      period={{ quarter }}
      periodControls={
        <Select
          style={{ width: 130 }}
          value={quarter}
          onChange={setQuarter}
          options={recentQuarters(Date.now())}
          data-testid="attendance-quarter-picker"
        />
      }
      scrollX={1300}
      columns={[
        ...personColumns<AttendanceQuarterRow>(t),
        ...months.map((month, index) => ({
          title: month,
          key: month,
          children: [
            {
              title: t('attendanceStats.column.attendedDays'),
              key: `${month}-days`,
              width: 80,
              align: 'right' as const,
              render: (_: unknown, row: AttendanceQuarterRow) => row.months[index]?.attendedDays ?? 0,
            },
            {
              title: t('attendanceStats.column.workHours'),
              key: `${month}-hours`,
              width: 80,
              align: 'right' as const,
              render: (_: unknown, row: AttendanceQuarterRow) => row.months[index]?.workHours ?? 0,
            },
          ],
        })),
        {
          title: t('attendanceStats.column.totalDays'),
          dataIndex: 'attendedDays',
          width: 90,
          align: 'right',
        },
        { title: t('attendanceStats.column.totalHours'), dataIndex: 'workHours', width: 90, align: 'right' },
      ]}
    />
  );
}
