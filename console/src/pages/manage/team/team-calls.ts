import { TEAM_API, type TeamPersonCount } from '@site/shared-schema';
import { fetchData } from '../../../api/http';

/** The people of each team of the project, on the job or not (siteTeam/teamPersonCount). */
export const listTeamPersonCounts = (projectId: string) =>
  fetchData<TeamPersonCount[]>(TEAM_API.personCount, { projectId });
