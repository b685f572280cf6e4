import { PROJECT_MANAGE_API, RULE_LIMITS } from '@site/shared-schema';

/** A setting of a rule form: a switch (0/1) or a number within its limits. */
export interface RuleField {
  key: string;
  kind: 'switch' | 'integer' | 'decimal';
  limits?: { min: number; max: number };
  /** The translation key of its unit (hours, days, years, °C). */
  unit?: string;
}

/** One form of /manage/rule-setting: where it is read and saved, and its fields. */
export interface RuleFormSpec {
  name: 'trainRule' | 'ruleConfig' | 'privateConfig';
  query: string;
  save: string;
  fields: readonly RuleField[];
}

const { trainHours, trainValidDays, minAge, maxAge, temperatureThreshold, faceThreshold } = RULE_LIMITS;

export const RULE_FORMS: readonly RuleFormSpec[] = [
  {
    name: 'trainRule',
    query: PROJECT_MANAGE_API.queryTrainRule,
    save: PROJECT_MANAGE_API.updateTrainRule,
    fields: [
      { key: 'trainRuleStatus', kind: 'switch' },
      { key: 'trainHours', kind: 'integer', limits: trainHours, unit: 'hours' },
      { key: 'trainValidDays', kind: 'integer', limits: trainValidDays, unit: 'days' },
    ],
  },
  {
    name: 'ruleConfig',
    query: PROJECT_MANAGE_API.ruleConfigQuery,
    save: PROJECT_MANAGE_API.ruleConfigSave,
    fields: [
      { key: 'ageLimitStatus', kind: 'switch' },
      { key: 'minAge', kind: 'integer', limits: minAge, unit: 'years' },
      { key: 'maleMaxAge', kind: 'integer', limits: maxAge, unit: 'years' },
      { key: 'femaleMaxAge', kind: 'integer', limits: maxAge, unit: 'years' },
      { key: 'blacklistCheckStatus', kind: 'switch' },
      { key: 'contractRequiredStatus', kind: 'switch' },
      { key: 'bankCardRequiredStatus', kind: 'switch' },
    ],
  },
  {
    name: 'privateConfig',
    query: PROJECT_MANAGE_API.privateConfigQuery,
    save: PROJECT_MANAGE_API.privateConfigSave,
    fields: [
      { key: 'temperatureThreshold', kind: 'decimal', limits: temperatureThreshold, unit: 'celsius' },
      { key: 'faceThreshold', kind: 'integer', limits: faceThreshold },
      { key: 'visitorAuditStatus', kind: 'switch' },
    ],
  },
];

/** The body of a save: every field present, a switch as 0/1, a number as typed. */
export function ruleBody(
  spec: RuleFormSpec,
  projectId: string,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return {
    projectId,
    ...Object.fromEntries(
      spec.fields.map(({ key, kind }) => [key, kind === 'switch' ? (values[key] ? 1 : 0) : values[key]]),
    ),
  };
}

/** The form's values from the stored settings: a switch as a boolean. */
export function ruleValues(spec: RuleFormSpec, stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    spec.fields.map(({ key, kind }) => [key, kind === 'switch' ? stored[key] === 1 : stored[key]]),
  );
}
