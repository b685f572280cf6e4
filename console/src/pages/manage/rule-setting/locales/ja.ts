import type { Translation } from '../../../../app/i18n/locales/types';

export const ruleSettingJa: Pick<Translation, 'ruleSetting'> = {
  ruleSetting: {
    save: '保存',
    range: '{{min}}から{{max}}の間の値を入力してください',
    forms: { trainRule: '教育ルール', ruleConfig: '入場ルール', privateConfig: 'プライベート設定' },
    fields: {
      trainRuleStatus: '入場前に安全教育を必須にする',
      trainHours: '教育時間',
      trainValidDays: '教育の有効期間',
      ageLimitStatus: '年齢制限を有効にする',
      minAge: '最低年齢',
      maleMaxAge: '最高年齢（男性）',
      femaleMaxAge: '最高年齢（女性）',
      blacklistCheckStatus: 'ブラックリストの人は入場禁止',
      contractRequiredStatus: '労働契約を必須にする',
      bankCardRequiredStatus: '銀行カードを必須にする',
      temperatureThreshold: '体温異常のしきい値',
      faceThreshold: '顔照合のしきい値',
      visitorAuditStatus: '訪問者登録は承認が必要',
    },
    units: { hours: '時間', days: '日', years: '歳', celsius: '℃' },
  },
};
