import { Type } from '@sinclair/typebox';
import { PERSONNEL_API, WIDGET_CALLS } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { attendanceSummaryOf, companyCountsOf, personCountOf, teamCountsOf } from './answers';
import { areaIdListField, projectIdField } from './fields';

/** siteStatistics: dashboard figures (cMainPage), the same queries as the wall's. */
export const statisticsRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.attendanceCount.path,
    access: 'cMainPage',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId: projectIdField, areaIdList: areaIdListField }),
    handler: ({ body }) => attendanceSummaryOf(db, body.projectId, body.areaIdList ?? [], new Date()),
  }),
  defineRoute({
    path: PERSONNEL_API.statisticsPersonCount,
    access: 'cMainPage',
    projectField: 'projectId',
    body: Type.Object({ projectId: projectIdField, areaIdList: areaIdListField }),
    handler: ({ body }) => personCountOf(db, body.projectId, body.areaIdList ?? [], new Date()),
  }),
  defineRoute({
    path: PERSONNEL_API.statisticsCompanies,
    access: 'cMainPage',
    projectField: 'projectId',
    body: Type.Object({ projectId: projectIdField }),
    handler: ({ body }) => companyCountsOf(db, body.projectId, new Date()),
  }),
  defineRoute({
    path: PERSONNEL_API.statisticsTeams,
    access: 'cMainPage',
    projectField: 'projectId',
    body: Type.Object({ projectId: projectIdField }),
    handler: ({ body }) => teamCountsOf(db, body.projectId, new Date()),
  }),
];
