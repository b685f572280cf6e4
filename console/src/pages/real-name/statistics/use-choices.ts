import useSWR from 'swr';
import { session } from '../../../app/store/session';
import { holdsCode } from '../../../app/store/session-rules';
import { listCompanies, listTeams } from './statistics-calls';

export interface Choice {
  value: string;
  label: string;
}

/**
 * The project's companies and teams of the search form, shared with the other pages' dropdowns (same SWR
 * keys); asked only of a user who may read them, so the form never answers with a refusal.
 */
export function useChoices(projectId: string, companyId?: string) {
  const mayCompanies = session.use((state) =>
    holdsCode(state.resources, state.userInfo, 'cSiteProjectCompanyManager'),
  );
  const mayTeams = session.use((state) => holdsCode(state.resources, state.userInfo, 'cSiteTeamManager'));
  const companies = useSWR(mayCompanies && projectId ? ['options:company', projectId] : null, () =>
    listCompanies(projectId),
  );
  const teams = useSWR(mayTeams && projectId ? ['options:team', projectId, companyId ?? ''] : null, () =>
    listTeams(projectId, companyId),
  );
  return {
    companies: (companies.data?.records ?? []).map(
      (item): Choice => ({ value: item.companyId, label: item.companyName }),
    ),
    teams: (teams.data?.records ?? []).map((item): Choice => ({ value: item.teamId, label: item.teamName })),
  };
}
