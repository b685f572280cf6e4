import { Type } from '@sinclair/typebox';
import { MESSAGES, TEAM_API, TEAM_RESOURCE, teamNotEmptyMessage } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { idList, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { scopeWhere } from '../../resource/filters';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { ownRows } from '../../resource/rows';
import { removeRecords } from '../../resource/write';
import { teamAdapter } from './adapter';
import { firstPeopledTeam, teamPersonCounts } from './queries';

const code = TEAM_RESOURCE.permission;
const optionalId = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));

/**
 * The team calls beyond the block's: the delete refuses a team that still has people (deleting it would
 * leave them without a team), and the people counts of the team-management page.
 */
export const teamPlans: RoutePlan[] = [
  {
    action: 'remove',
    path: TEAM_API.remove,
    access: code.remove,
    ids: { field: 'teamIdList', many: true, of: TEAM_RESOURCE },
    build: (deps) =>
      routeParts({
        body: Type.Object({ projectId, teamIdList: idList }),
        message: MESSAGES.deleted,
        handler: async ({ body, user }) => {
          if (body.teamIdList.length === 0) throw new ApiError(CODE.badRequest, '请选择要删除的班组');
          await inWrite(deps, user, body.projectId, {}, async (context) => {
            // Another project's team is refused with 404 before anything is told about its people.
            await ownRows(
              context.db,
              teamAdapter,
              scopeWhere(teamAdapter, body.projectId, {}),
              body.teamIdList,
            );
            const peopled = await firstPeopledTeam(context.db, body.teamIdList);
            if (peopled) {
              throw new ApiError(CODE.badRequest, teamNotEmptyMessage(peopled.teamName, peopled.people));
            }
            await removeRecords(TEAM_RESOURCE, teamAdapter, context, body.teamIdList);
          });
        },
      }),
  },
  {
    action: 'personCount',
    path: TEAM_API.personCount,
    access: code.list,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, companyId: optionalId }),
        handler: ({ body }) =>
          teamPersonCounts(db, { projectId: body.projectId, companyId: body.companyId || undefined }),
      }),
  },
];
