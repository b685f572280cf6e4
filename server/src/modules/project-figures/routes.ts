import { Type } from '@sinclair/typebox';
import { DASHBOARD_API } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectIdField } from '../statistics/fields';
import { deviceKindCounts, onlineRateOf, projectDataCount } from './queries';

const projectOnly = Type.Object({ projectId: projectIdField });

/** The main dashboard's project figures (siteStatistics, cMainPage), for members of the project. */
export const projectFigureRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: DASHBOARD_API.projectDataCount,
    access: 'cMainPage',
    projectField: 'projectId',
    body: projectOnly,
    handler: ({ body }) => projectDataCount(db, body.projectId, new Date()),
  }),
  defineRoute({
    path: DASHBOARD_API.projectDeviceData,
    access: 'cMainPage',
    projectField: 'projectId',
    body: projectOnly,
    handler: ({ body }) => deviceKindCounts(db, body.projectId, new Date()),
  }),
  defineRoute({
    path: DASHBOARD_API.deviceOnlineRate,
    access: 'cMainPage',
    projectField: 'projectId',
    body: projectOnly,
    handler: async ({ body }) => onlineRateOf(await deviceKindCounts(db, body.projectId, new Date())),
  }),
];
