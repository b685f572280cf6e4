import { Type } from '@sinclair/typebox';
import { type AreaItem, type PageResult, PERSONNEL_API } from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectId } from '../../resource/body-schemas';
import { listAreas } from './queries';

/** The areas as choices: the managed list is the resource's siteArea/pageList. */
export const areaRoutes = ({ db }: AppDeps) => [
  // A project's areas are part of every member's session (areaTree, seed 000 §4): no code of their own.
  defineRoute({
    path: PERSONNEL_API.areas,
    access: 'session',
    projectField: 'projectId',
    body: Type.Object({ projectId, ...pageFields }),
    handler: async ({ body }): Promise<PageResult<AreaItem>> => {
      const areas = await listAreas(db, body.projectId);
      const { limit, offset } = pageWindow(body);
      return { records: areas.slice(offset, offset + limit), total: areas.length };
    },
  }),
];
