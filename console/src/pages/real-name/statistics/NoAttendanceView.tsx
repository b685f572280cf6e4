import { DatePicker } from '@arco-design/web-react';
import { ATTENDANCE_REPORT_API, type NoAttendanceRow } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleReport } from './PeopleReport';
import { todayOf } from './periods';
import { personColumns } from './person-columns';

/**
 * People on the job without any record over a period (today by default), with when they were last seen. A
 * period over 92 days is refused by the server with its message.
 */
export function NoAttendanceView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[string, string]>(() => {
    const today = todayOf(Date.now());
    return [today, today];
  });
  return (
    <PeopleReport<NoAttendanceRow>
      projectId={projectId}
      testId="attendance-none"
      paths={{
        list: ATTENDANCE_REPORT_API.listNoAttendance,
        export: ATTENDANCE_REPORT_API.exportNoAttendance,
      }}
      period={{ startDate: range[0], endDate: range[1] }}
      periodControls={
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(value: string[]) => value?.length === 2 && setRange([value[0], value[1]])}
        />
      }
      columns={[
        ...personColumns<NoAttendanceRow>(t),
        {
          title: t('attendanceStats.column.entryDate'),
          dataIndex: 'entryDate',
          width: 110,
          render: (v) => v ?? '-',
        },
        {
          title: t('attendanceStats.column.lastRecord'),
          dataIndex: 'lastRecordTime',
          width: 170,
          render: (v) => v ?? t('attendanceStats.neverSeen'),
        },
      ]}
    />
  );
}
