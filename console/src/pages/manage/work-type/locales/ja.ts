import type { Translation } from '../../../../app/i18n/locales/types';

export const workTypeJa: Pick<Translation, 'workTypePage'> = {
  workTypePage: {
    name: { workerType: '職種', managerType: '役職' },
    onJobCount: '在職人数',
    personCount: '登録人数',
    special: '特殊作業',
    specialTitle: '特殊作業職種',
    specialHint:
      'チェックした職種は特殊作業です。作業員には有効な特殊作業資格証が必要です。未設定の間は国の目録に従います。',
    save: '保存',
    reset: '既定に戻す',
    resetTitle: '既定に戻す',
    resetConfirm: '特殊作業職種を国の目録どおりに戻します。続行しますか？',
  },
};
