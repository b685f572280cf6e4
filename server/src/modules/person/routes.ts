import { Type } from '@sinclair/typebox';
import { type PageResult, PERSONNEL_API, type ProjectCompanyItem, type TeamItem } from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { pageProjectCompanies, pageTeams } from './queries';

const projectId = Type.String({ minLength: 1, maxLength: 64 });

/** The company list and team tree of seed 001 §7 (the contractor and team pages, and their dropdowns). */
export const personRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: PERSONNEL_API.projectCompanies,
    access: 'cSiteProjectCompanyManager',
    projectField: 'projectId',
    body: Type.Object({ projectId, ...pageFields }),
    handler: async ({ body }): Promise<PageResult<ProjectCompanyItem>> => {
      const { rows, total } = await pageProjectCompanies(db, body.projectId, pageWindow(body));
      return { records: rows, total };
    },
  }),
  defineRoute({
    path: PERSONNEL_API.teams,
    access: 'cSiteTeamManager',
    projectField: 'projectId',
    body: Type.Object({ projectId, companyId: Type.Optional(Type.String({ maxLength: 64 })), ...pageFields }),
    handler: async ({ body }): Promise<PageResult<TeamItem>> => {
      const filter = { projectId: body.projectId, companyId: body.companyId || undefined };
      const { rows, total } = await pageTeams(db, filter, pageWindow(body));
      return { records: rows, total };
    },
  }),
];
