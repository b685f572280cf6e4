import { TEAM_RESOURCE } from '@site/shared-schema';
import { fieldLabels } from '../../../../resource/locale-labels';

/** Chinese texts of team-management: the resource's labels from its declaration, the page's own under `teamPage`. */
export const teamZh = {
  team: { label: TEAM_RESOURCE.label, fields: fieldLabels(TEAM_RESOURCE) },
  teamPage: {
    people: '人数（在职 / 登记）',
    peopleDetail: '工人 {{workers}} · 管理人员 {{managers}}',
  },
};
