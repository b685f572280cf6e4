import {
  ATTENDANCE_TASK_TYPES,
  MAX_REPORT_WEEKS,
  type PersonStatisticsQuery,
  type PersonStatisticsRow,
  STATISTICS_API,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { today } from '../person-record/day';
import { defineExport, runExport } from '../task/export-task';
import { companyAttendance } from './company-attendance';
import { personDataRate } from './person-data-rate';
import { rankPeople } from './person-ranking';
import { personSheet } from './report-exports';
import { checkedPeriod, companyBody, PERIOD_PROBLEMS, projectBody, rankingBody } from './report-fields';
import { EXPORT_CHUNK } from './report-people';

const ACCESS = 'cPersonStatistics';

/** The whole ranking, a chunk at a time. */
async function* rankedCells(db: Database, query: PersonStatisticsQuery) {
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const { records } = await rankPeople(db, query, { limit: EXPORT_CHUNK, offset });
    for (const row of records) yield personSheet.cells(row as PersonStatisticsRow);
    if (records.length < EXPORT_CHUNK) return;
  }
}

/** cPersonStatistics: enterprise statistics (company attendance by day and week) and person statistics. */
export const personStatisticsRoutes = (deps: AppDeps) => {
  const { db } = deps;
  const rankingOf = (body: PersonStatisticsQuery): PersonStatisticsQuery => {
    const { from, to } = checkedPeriod(body);
    return { ...body, startDate: from, endDate: to };
  };
  const ranking = defineExport(deps, {
    name: STATISTICS_API.exportByPerson,
    access: ACCESS,
    build: async (_user, body: PersonStatisticsQuery) => {
      const query = rankingOf(body);
      const label = `人员考勤统计${query.startDate}至${query.endDate}导出`;
      return {
        projectId: body.projectId,
        taskType: ATTENDANCE_TASK_TYPES.person,
        taskName: label,
        fileName: `${label}.xlsx`,
        columns: personSheet.columns,
        rows: rankedCells(db, query),
      };
    },
  });
  return [
    defineRoute({
      path: STATISTICS_API.companyByDay,
      access: ACCESS,
      projectField: 'projectId',
      body: companyBody,
      handler: ({ body }) => {
        const { from, to } = checkedPeriod(body);
        return companyAttendance(db, { projectId: body.projectId, startDate: from, endDate: to }, 'DAY');
      },
    }),
    defineRoute({
      path: STATISTICS_API.companyByWeek,
      access: ACCESS,
      projectField: 'projectId',
      body: companyBody,
      handler: ({ body }) => {
        const { from, to } = checkedPeriod(body, MAX_REPORT_WEEKS * 7, PERIOD_PROBLEMS.weeks);
        return companyAttendance(db, { projectId: body.projectId, startDate: from, endDate: to }, 'WEEK');
      },
    }),
    defineRoute({
      path: STATISTICS_API.personDataRate,
      access: ACCESS,
      projectField: 'projectId',
      body: projectBody,
      handler: ({ body }) => personDataRate(db, body.projectId, today()),
    }),
    defineRoute({
      path: STATISTICS_API.listByPerson,
      access: ACCESS,
      projectField: 'projectId',
      body: rankingBody,
      handler: ({ body }) => rankPeople(db, rankingOf(body), pageWindow(body)),
    }),
    defineRoute({
      path: STATISTICS_API.exportByPerson,
      access: ACCESS,
      projectField: 'projectId',
      body: rankingBody,
      file: true,
      handler: ({ body, user }) => runExport(deps, ranking, user, body),
    }),
  ];
};
