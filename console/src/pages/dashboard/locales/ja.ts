import type { Translation } from '../../../app/i18n/locales/types';

export const dashboardJa: Pick<Translation, 'deviceKind'> = {
  deviceKind: {
    verify: '顔認証端末',
    monitor: '監視カメラ',
    ycjz: '粉じん・騒音',
    crane: 'タワークレーン',
    elevator: '工事用エレベーター',
    aep: '分電盤',
    lpr: 'ナンバー認識',
  },
};
