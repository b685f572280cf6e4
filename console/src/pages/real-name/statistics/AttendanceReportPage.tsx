import { Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { session } from '../../../app/store/session';
import { DayView } from './DayView';
import { MonthReportView } from './MonthReportView';
import { MonthView } from './MonthView';
import { NoAttendanceView } from './NoAttendanceView';
import { QuarterView } from './QuarterView';
import { RuleForm } from './RuleForm';
import './statistics.css';

/**
 * attendance-report (seed 000 §2 statistics group, sitePersonAttendance): the project's attendance by day,
 * month (a calendar grid per person) and quarter, the people without attendance, the rule that says late
 * and early, and the monthly report per company or team; each exportable as a task of the task centre.
 */
export default function AttendanceReportPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  return (
    <Tabs defaultActiveTab="month" destroyOnHide data-testid="attendance-tabs">
      <Tabs.TabPane key="day" title={t('attendanceStats.tabs.day')}>
        <DayView projectId={projectId} />
      </Tabs.TabPane>
      <Tabs.TabPane key="month" title={t('attendanceStats.tabs.month')}>
        <MonthView projectId={projectId} />
      </Tabs.TabPane>
      <Tabs.TabPane key="quarter" title={t('attendanceStats.tabs.quarter')}>
        <QuarterView projectId={projectId} />
      </Tabs.TabPane>
      <Tabs.TabPane key="none" title={t('attendanceStats.tabs.none')}>
        <NoAttendanceView projectId={projectId} />
      </Tabs.TabPane>
      <Tabs.TabPane key="report" title={t('attendanceStats.tabs.report')}>
        <MonthReportView projectId={projectId} />
      </Tabs.TabPane>
      <Tabs.TabPane key="rule" title={t('attendanceStats.tabs.rule')}>
        <RuleForm projectId={projectId} />
      </Tabs.TabPane>
    </Tabs>
  );
}
