import { DatePicker, type TableColumnProps, Tooltip } from '@arco-design/web-react';
import { ATTENDANCE_REPORT_API, type AttendanceMonthRow } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleReport } from './PeopleReport';
import { monthCalendar, monthOf } from './periods';
import { personColumns } from './person-columns';

/**
 * The month as a calendar grid per person: one narrow column per day, a present day marked (its hours on
 * hover), weekends shaded, then the days and hours of the month. Paged by person on the server.
 */
export function MonthView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => monthOf(Date.now()));
  const calendar = monthCalendar(month);
  const dayColumns: TableColumnProps<AttendanceMonthRow>[] = calendar.map(({ day, weekend }) => ({
    title: String(day),
    key: `day-${day}`,
    width: 36,
    align: 'center',
    className: weekend ? 'attendance-grid__weekend' : undefined,
    render: (_value: unknown, row: AttendanceMonthRow) => {
      const hours = row.dayHours[day - 1];
      if (hours === null || hours === undefined) return null;
      return (
        <Tooltip content={t('attendanceStats.hoursOfDay', { hours })}>
          <span className="attendance-grid__present" data-testid="attendance-present" data-day={day}>
            ●
          </span>
        </Tooltip>
      );
    },
  }));
  return (
    <PeopleReport<AttendanceMonthRow>
      projectId={projectId}
      testId="attendance-month"
      paths={{ list: ATTENDANCE_REPORT_API.listByMonth, export: ATTENDANCE_REPORT_API.exportByMonth }}
      period={{ month }}
      periodControls={
        <DatePicker.MonthPicker
          value={month}
          allowClear={false}
          onChange={(value: string) => value && setMonth(value)}
          data-testid="attendance-month-picker"
        />
      }
      scrollX={600 + calendar.length * 36 + 160}
      columns={[
        ...personColumns<AttendanceMonthRow>(t),
        ...dayColumns,
        {
          title: t('attendanceStats.column.attendedDays'),
          dataIndex: 'attendedDays',
          width: 80,
          align: 'right',
          fixed: 'right',
        },
        {
          title: t('attendanceStats.column.workHours'),
          dataIndex: 'workHours',
          width: 80,
          align: 'right',
          fixed: 'right',
        },
      ]}
    />
  );
}
