import { Type } from '@sinclair/typebox';
import { type ScreenCompany, WIDGET_CALLS } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { pageProjectCompanies } from '../project-company/queries';
import {
  areaAttendanceOf,
  hourlyChartOf,
  personCountOf,
  teamCountsOf,
  workTypeCountsOf,
} from '../statistics/answers';
import { areaIdField, areaIdListField, chartFields, projectIdField } from '../statistics/fields';

const projectOnly = Type.Object({ projectId: projectIdField });

/**
 * The wall widgets' personnel calls (siteProjectScreen, and siteCustomScreen/areaAttendance, whose other
 * routes are the screen module's). Walls call them with a playback key, so handlers read only the body.
 */
export const siteScreenRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.personCount.path,
    access: 'cMainPage',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId: projectIdField, areaId: areaIdField }),
    handler: ({ body }) => personCountOf(db, body.projectId, body.areaId ? [body.areaId] : [], new Date()),
  }),
  defineRoute({
    path: WIDGET_CALLS.areaAttendance.path,
    access: 'cMainPage',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId: projectIdField, areaIdList: areaIdListField }),
    handler: ({ body }) => areaAttendanceOf(db, body.projectId, body.areaIdList ?? [], new Date()),
  }),
  defineRoute({
    path: WIDGET_CALLS.companies.path,
    access: 'cMainPage',
    projectField: 'projectId',
    wall: true,
    body: projectOnly,
    handler: async ({ body }): Promise<ScreenCompany[]> =>
      (await pageProjectCompanies(db, body.projectId)).rows.map(
        ({ companyId, companyTypeName, companyName }) => ({
          companyId,
          companyTypeName,
          companyName,
        }),
      ),
  }),
  defineRoute({
    path: WIDGET_CALLS.teamCounts.path,
    access: 'cMainPage',
    projectField: 'projectId',
    wall: true,
    body: projectOnly,
    handler: ({ body }) => teamCountsOf(db, body.projectId, new Date()),
  }),
  defineRoute({
    path: WIDGET_CALLS.workTypeCounts.path,
    access: 'cMainPage',
    projectField: 'projectId',
    wall: true,
    body: projectOnly,
    handler: ({ body }) => workTypeCountsOf(db, body.projectId, new Date()),
  }),
  ...[WIDGET_CALLS.personInChart.path, WIDGET_CALLS.outInChart.path].map((path) =>
    defineRoute({
      path,
      access: 'cMainPage',
      projectField: 'projectId',
      wall: true,
      // Both charts read the same hourly rows: people inside, and entries and exits.
      body: Type.Object(chartFields),
      handler: ({ body }) => hourlyChartOf(db, body.projectId, body.areaIdList ?? [], body.month, new Date()),
    }),
  ),
];
