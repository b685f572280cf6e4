import type { Translation } from '../../../app/i18n/locales/types';

export const screenPageJa: Pick<Translation, 'screenPage'> = {
  screenPage: {
    noScreen: '再生する大画面が指定されていません',
    failed: '大画面を読み込めませんでした',
    retry: '再試行',
    play: 'コンソールで再生',
  },
};
