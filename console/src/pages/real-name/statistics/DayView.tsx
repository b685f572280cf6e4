import { DatePicker, Tag } from '@arco-design/web-react';
import { ATTENDANCE_REPORT_API, type AttendanceDayRow, type DayStatus } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleReport } from './PeopleReport';
import { todayOf } from './periods';
import { personColumns } from './person-columns';

const STATUS_COLOURS: Record<DayStatus, string> = {
  ABSENT: 'gray',
  NORMAL: 'green',
  LATE: 'orange',
  EARLY: 'orange',
  LATE_EARLY: 'red',
};

/** Each person of a day: first entry, last exit, passages, hours and what the project's rule says. */
export function DayView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [day, setDay] = useState(() => todayOf(Date.now()));
  const minutes = (value: number) => (value > 0 ? t('attendanceStats.minutes', { count: value }) : '-');
  return (
    <PeopleReport<AttendanceDayRow>
      projectId={projectId}
      testId="attendance-day"
      paths={{ list: ATTENDANCE_REPORT_API.listByDay, export: ATTENDANCE_REPORT_API.exportByDay }}
      period={{ day }}
      periodControls={
        <DatePicker value={day} allowClear={false} onChange={(value: string) => value && setDay(value)} />
      }
      scrollX={1300}
      columns={[
        ...personColumns<AttendanceDayRow>(t),
        {
          title: t('attendanceStats.column.firstIn'),
          dataIndex: 'firstIn',
          width: 160,
          render: (v) => v ?? '-',
        },
        {
          title: t('attendanceStats.column.lastOut'),
          dataIndex: 'lastOut',
          width: 160,
          render: (v) => v ?? '-',
        },
        { title: t('attendanceStats.column.passages'), dataIndex: 'passages', width: 80, align: 'right' },
        { title: t('attendanceStats.column.workHours'), dataIndex: 'workHours', width: 80, align: 'right' },
        { title: t('attendanceStats.column.late'), dataIndex: 'lateMinutes', width: 90, render: minutes },
        { title: t('attendanceStats.column.early'), dataIndex: 'earlyMinutes', width: 90, render: minutes },
        {
          title: t('attendanceStats.column.fullDay'),
          dataIndex: 'fullDay',
          width: 80,
          render: (value: boolean) => (value ? t('attendanceStats.yes') : t('attendanceStats.no')),
        },
        {
          title: t('attendanceStats.column.status'),
          dataIndex: 'status',
          width: 110,
          render: (value: DayStatus) => (
            <Tag color={STATUS_COLOURS[value]}>{t(`attendanceStats.status.${value}`)}</Tag>
          ),
        },
      ]}
    />
  );
}
