import type { TSchema } from '@sinclair/typebox';
import {
  ATTENDANCE_REPORT_API,
  ATTENDANCE_TASK_TYPES,
  type AttendanceDayRow,
  type AttendanceMonthRow,
  type AttendancePeopleFilter,
  type AttendanceQuarterRow,
  type AttendanceRule,
  type MonthReportRow,
  type NoAttendanceRow,
  type PageResult,
  type TaskType,
} from '@site/shared-schema';
import { pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { today } from '../person-record/day';
import { defineExport, runExport } from '../task/export-task';
import { monthReport } from './month-report';
import { monthDays } from './person-days';
import {
  daySheet,
  listCells,
  monthReportSheet,
  monthSheet,
  noAttendanceSheet,
  quarterSheet,
  type Sheet,
  viewCells,
} from './report-exports';
import {
  checkedDay,
  checkedMonth,
  checkedPeriod,
  checkedQuarter,
  dayBody,
  monthBody,
  monthReportBody,
  periodBody,
  projectBody,
  quarterBody,
  ruleBody,
} from './report-fields';
import { countPeople } from './report-people';
import {
  dayView,
  monthView,
  noAttendanceView,
  type PeopleView,
  pageView,
  quarterMonths,
  quarterView,
} from './report-views';
import { ruleOf, saveRule } from './rule';

const ACCESS = 'sitePersonAttendance';

/**
 * sitePersonAttendance: the attendance report's views of the project's people (day, month, quarter,
 * no-attendance), its rule and its monthly report, each exported as a task of the task centre.
 */
export const attendanceReportRoutes = (deps: AppDeps) => {
  const { db } = deps;

  /** The export of one of the report's sheets, named after its call. */
  const sheetExport = <B extends { projectId: string }, Row>(
    path: string,
    taskType: TaskType,
    make: (body: B) => Promise<{
      label: string;
      sheet: Sheet<Row>;
      rows: AsyncIterable<(string | number | null)[]>;
      total: number;
    }>,
  ) =>
    defineExport(deps, {
      name: path,
      access: ACCESS,
      build: async (_user, body: B) => {
        const { label, sheet, rows, total } = await make(body);
        const { projectId } = body;
        return {
          projectId,
          taskType,
          taskName: label,
          fileName: `${label}.xlsx`,
          columns: sheet.columns,
          rows,
          total,
        };
      },
    });

  /** A view's page call and its export call. */
  const viewRoutes = <B extends AttendancePeopleFilter, Row>(
    paths: { list: string; export: string },
    body: TSchema,
    viewOf: (body: B) => PeopleView<Row>,
    sheetOf: (body: B) => Sheet<Row>,
    names: { taskType: TaskType; label: (body: B) => string },
  ) => {
    const recipe = sheetExport<B, Row>(paths.export, names.taskType, async (filter) => {
      const view = viewOf(filter);
      return {
        label: names.label(filter),
        sheet: sheetOf(filter),
        rows: viewCells(db, filter, view, sheetOf(filter)),
        total: await countPeople(db, filter, view),
      };
    });
    return [
      defineRoute({
        path: paths.list,
        access: ACCESS,
        projectField: 'projectId',
        body,
        handler: ({ body }): Promise<PageResult<Row>> =>
          pageView(db, body as B, viewOf(body as B), pageWindow(body as B)),
      }),
      defineRoute({
        path: paths.export,
        access: ACCESS,
        projectField: 'projectId',
        body,
        file: true,
        handler: ({ body, user }) => runExport(deps, recipe, user, body as B),
      }),
    ];
  };

  type DayBody = AttendancePeopleFilter & { day: string };
  type MonthBody = AttendancePeopleFilter & { month: string };
  type QuarterBody = AttendancePeopleFilter & { quarter: string };
  type PeriodBody = AttendancePeopleFilter & { startDate: string; endDate: string };
  type ReportBody = { projectId: string; month: string; groupBy?: 'COMPANY' | 'TEAM' };

  const reportOf = (body: ReportBody): Promise<MonthReportRow[]> =>
    monthReport(
      db,
      { ...body, month: checkedMonth(body.month), groupBy: body.groupBy ?? 'COMPANY' },
      today(),
    );
  const monthReportExport = sheetExport(
    ATTENDANCE_REPORT_API.exportMonthReport,
    ATTENDANCE_TASK_TYPES.monthReport,
    async (body: ReportBody) => {
      const rows = await reportOf(body);
      const sheet = monthReportSheet(body.groupBy ?? 'COMPANY');
      return { label: `考勤月报${body.month}导出`, sheet, rows: listCells(rows, sheet), total: rows.length };
    },
  );

  return [
    ...viewRoutes<DayBody, AttendanceDayRow>(
      { list: ATTENDANCE_REPORT_API.listByDay, export: ATTENDANCE_REPORT_API.exportByDay },
      dayBody,
      (body) => dayView(checkedDay('day', body.day)),
      () => daySheet,
      { taskType: ATTENDANCE_TASK_TYPES.day, label: (body) => `日考勤${body.day}导出` },
    ),
    ...viewRoutes<MonthBody, AttendanceMonthRow>(
      { list: ATTENDANCE_REPORT_API.listByMonth, export: ATTENDANCE_REPORT_API.exportByMonth },
      monthBody,
      (body) => monthView(checkedMonth(body.month)),
      (body) => monthSheet(Number(monthDays(body.month).to.slice(8))),
      { taskType: ATTENDANCE_TASK_TYPES.month, label: (body) => `月考勤${body.month}导出` },
    ),
    ...viewRoutes<QuarterBody, AttendanceQuarterRow>(
      { list: ATTENDANCE_REPORT_API.listByQuarter, export: ATTENDANCE_REPORT_API.exportByQuarter },
      quarterBody,
      (body) => quarterView(checkedQuarter(body.quarter)),
      (body) => quarterSheet(quarterMonths(body.quarter)),
      { taskType: ATTENDANCE_TASK_TYPES.quarter, label: (body) => `季度考勤${body.quarter}导出` },
    ),
    ...viewRoutes<PeriodBody, NoAttendanceRow>(
      { list: ATTENDANCE_REPORT_API.listNoAttendance, export: ATTENDANCE_REPORT_API.exportNoAttendance },
      periodBody,
      (body) => noAttendanceView(checkedPeriod(body)),
      () => noAttendanceSheet,
      {
        taskType: ATTENDANCE_TASK_TYPES.noAttendance,
        label: (body) => `未考勤人员${body.startDate}至${body.endDate}导出`,
      },
    ),
    defineRoute({
      path: ATTENDANCE_REPORT_API.ruleQuery,
      access: ACCESS,
      projectField: 'projectId',
      body: projectBody,
      handler: ({ body }) => ruleOf(db, body.projectId),
    }),
    defineRoute({
      path: ATTENDANCE_REPORT_API.ruleSave,
      access: ACCESS,
      projectField: 'projectId',
      body: ruleBody,
      message: '保存成功',
      handler: ({ body, user }) => {
        const { projectId, ...rule } = body;
        return saveRule(db, user, projectId, rule as AttendanceRule);
      },
    }),
    defineRoute({
      path: ATTENDANCE_REPORT_API.monthReport,
      access: ACCESS,
      projectField: 'projectId',
      body: monthReportBody,
      handler: ({ body }) => reportOf(body),
    }),
    defineRoute({
      path: ATTENDANCE_REPORT_API.exportMonthReport,
      access: ACCESS,
      projectField: 'projectId',
      body: monthReportBody,
      file: true,
      handler: ({ body, user }) => runExport(deps, monthReportExport, user, body),
    }),
  ];
};
