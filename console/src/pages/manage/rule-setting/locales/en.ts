import type { Translation } from '../../../../app/i18n/locales/types';

export const ruleSettingEn: Pick<Translation, 'ruleSetting'> = {
  ruleSetting: {
    save: 'Save',
    range: 'Enter a value between {{min}} and {{max}}',
    forms: { trainRule: 'Training rule', ruleConfig: 'Entry rules', privateConfig: 'Private settings' },
    fields: {
      trainRuleStatus: 'Safety training required before entry',
      trainHours: 'Training hours',
      trainValidDays: 'Training valid for',
      ageLimitStatus: 'Age limits on',
      minAge: 'Minimum age',
      maleMaxAge: 'Maximum age (men)',
      femaleMaxAge: 'Maximum age (women)',
      blacklistCheckStatus: 'Blacklisted people may not enter',
      contractRequiredStatus: 'Labour contract required',
      bankCardRequiredStatus: 'Bank card required',
      temperatureThreshold: 'Abnormal temperature from',
      faceThreshold: 'Face match threshold',
      visitorAuditStatus: 'Visitors need approval',
    },
    units: { hours: 'h', days: 'days', years: 'years', celsius: '℃' },
  },
};
