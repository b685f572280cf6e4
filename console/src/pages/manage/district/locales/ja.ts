import type { Translation } from '../../../../app/i18n/locales/types';

export const districtJa: Pick<Translation, 'area' | 'districtPage'> = {
  area: {
    label: 'エリア',
    fields: {
      areaName: 'エリア名',
      sort: '並び順',
      teamCount: '班数',
      personCount: '在職人数',
      deviceCount: '設備数',
    },
  },
  districtPage: {
    title: 'エリア：{{name}}',
    objects: 'エリアの対象',
    faceDevices: '顔認証端末',
    teams: '班',
    devices: '顔認証端末',
    companies: '参加企業（班に従う）',
    chooseTeams: 'このエリアで作業する班を選択',
    chooseDevices: 'このエリアに設置された顔認証端末を選択',
    nowIn: '現在：{{area}}',
    noCompanies: '班がありません。参加企業は班に従って表示されます',
    noDevices: 'このエリアに顔認証端末はありません',
    moveHint:
      '他のエリアの班や端末は保存するとこのエリアに移ります。外したものはどのエリアにも属さなくなります。',
    save: '保存',
  },
};
