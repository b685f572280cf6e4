import { Tooltip, Typography } from '@arco-design/web-react';
import { TEAM_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Row } from '../../../api/resource-calls';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { listTeamPersonCounts } from './team-calls';

/**
 * team-management (seed 000 §2): the teams of the project's companies, filtered by company, with their
 * people on the job and registered (siteTeam/teamPersonCount). The server refuses to delete a team that
 * still has people, and says which and how many.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const { data: counts } = useSWR(projectId ? ['team-person-counts', projectId] : null, () =>
    listTeamPersonCounts(projectId!),
  );
  const columns = useMemo(() => {
    const byTeam = new Map((counts ?? []).map((row) => [row.teamId, row]));
    return {
      personCount: {
        title: t('teamPage.people'),
        render: (_value: unknown, row: Row) => {
          const count = byTeam.get(String(row.teamId));
          const onJob = Number(row.personCount);
          const registered = count?.personCount ?? onJob;
          return (
            <Tooltip
              content={t('teamPage.peopleDetail', {
                workers: count?.workerCount ?? 0,
                managers: count?.managerCount ?? 0,
              })}
            >
              <span data-testid={`team-people-${row.teamId}`}>
                {onJob}
                <Typography.Text type="secondary"> / {registered}</Typography.Text>
              </span>
            </Tooltip>
          );
        },
      },
    };
  }, [counts, t]);
  return <ResourcePage resource={TEAM_RESOURCE} columns={columns} />;
}
