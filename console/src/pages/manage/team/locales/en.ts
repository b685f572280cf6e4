import type { Translation } from '../../../../app/i18n/locales/types';

export const teamEn: Pick<Translation, 'team' | 'teamPage'> = {
  team: {
    label: 'team',
    fields: {
      teamName: 'Team name',
      companyId: 'Company',
      areaId: 'Area',
      leaderName: 'Team leader',
      leaderPhone: "Leader's phone",
      personCount: 'On the job',
      remark: 'Remark',
    },
  },
  teamPage: {
    people: 'People (on the job / registered)',
    peopleDetail: '{{workers}} workers · {{managers}} managers',
  },
};
