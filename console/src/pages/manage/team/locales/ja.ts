import type { Translation } from '../../../../app/i18n/locales/types';

export const teamJa: Pick<Translation, 'team' | 'teamPage'> = {
  team: {
    label: '班',
    fields: {
      teamName: '班名',
      companyId: '所属企業',
      areaId: 'エリア',
      leaderName: '班長',
      leaderPhone: '班長の電話番号',
      personCount: '在職人数',
      remark: '備考',
    },
  },
  teamPage: {
    people: '人数（在職 / 登録）',
    peopleDetail: '作業員 {{workers}} · 管理者 {{managers}}',
  },
};
