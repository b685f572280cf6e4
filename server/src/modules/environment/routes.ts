import { Type } from '@sinclair/typebox';
import { type EnvironmentReading, WIDGET_CALLS } from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { latestReadings } from './queries';
import { warnFlags } from './warn';

export const environmentRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.environmentDevices.path,
    access: 'cSiteYcjzManager',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId: Type.String({ minLength: 1 }), ...pageFields }),
    handler: async ({ body }): Promise<EnvironmentReading[]> => {
      const rows = await latestReadings(db, body.projectId, pageWindow(body));
      return rows.map(({ recordedAt, ...reading }) => ({ ...reading, ...warnFlags(reading, recordedAt) }));
    },
  }),
];
