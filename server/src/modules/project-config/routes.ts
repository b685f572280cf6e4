import { type TObject, Type } from '@sinclair/typebox';
import { PROJECT_MANAGE_API, RULE_LIMITS } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { operatorOf } from '../operate-log/write';
import { findSettings, pick, saveSettings } from './queries';

const projectId = Type.String({ minLength: 1 });
const projectBody = Type.Object({ projectId });
const flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const whole = ({ min, max }: { min: number; max: number }) => Type.Integer({ minimum: min, maximum: max });
const decimal = ({ min, max }: { min: number; max: number }) => Type.Number({ minimum: min, maximum: max });

const TRAIN_KEYS = ['trainRuleStatus', 'trainHours', 'trainValidDays'] as const;
const RULE_KEYS = [
  'ageLimitStatus',
  'minAge',
  'maleMaxAge',
  'femaleMaxAge',
  'blacklistCheckStatus',
  'contractRequiredStatus',
  'bankCardRequiredStatus',
] as const;
const PRIVATE_KEYS = ['temperatureThreshold', 'faceThreshold', 'visitorAuditStatus'] as const;

const trainBody = Type.Object({
  projectId,
  trainRuleStatus: flag,
  trainHours: whole(RULE_LIMITS.trainHours),
  trainValidDays: whole(RULE_LIMITS.trainValidDays),
});
const ruleBody = Type.Object({
  projectId,
  ageLimitStatus: flag,
  minAge: whole(RULE_LIMITS.minAge),
  maleMaxAge: whole(RULE_LIMITS.maxAge),
  femaleMaxAge: whole(RULE_LIMITS.maxAge),
  blacklistCheckStatus: flag,
  contractRequiredStatus: flag,
  bankCardRequiredStatus: flag,
});
const privateBody = Type.Object({
  projectId,
  temperatureThreshold: decimal(RULE_LIMITS.temperatureThreshold),
  faceThreshold: whole(RULE_LIMITS.faceThreshold),
  visitorAuditStatus: flag,
});

/**
 * The forms and the operation log's name of each; the train rule is logged by operate-log/logged-calls.ts
 * (it is a siteProject call), the other two here, with their before and after.
 */
const FORMS = {
  train: { keys: TRAIN_KEYS, label: '培训规则', logged: true },
  rule: { keys: RULE_KEYS, label: '进场规则', logged: false },
  private: { keys: PRIVATE_KEYS, label: '私有配置', logged: false },
} as const;

/**
 * The three forms of /manage/rule-setting (siteProjectTrainRule): each has a query (ours) answering the
 * stored values or the defaults, and the seed's save, which logs the form's before and after.
 */
export const projectConfigRoutes = ({ db }: AppDeps) => {
  const query = (path: string, name: keyof typeof FORMS) =>
    defineRoute({
      path,
      access: 'siteProjectTrainRule',
      projectField: 'projectId',
      body: projectBody,
      handler: async ({ body }) => ({
        projectId: body.projectId,
        ...pick(await findSettings(db, body.projectId), FORMS[name].keys),
      }),
    });

  const save = <S extends TObject>(path: string, name: keyof typeof FORMS, body: S) =>
    defineRoute({
      path,
      access: 'siteProjectTrainRule',
      projectField: 'projectId',
      message: '保存成功',
      body,
      handler: async ({ body: sent, user }) => {
        const values = sent as Record<string, number> & { projectId: string };
        const operator = await operatorOf(db, user, values.projectId);
        const { keys, label, logged } = FORMS[name];
        const saved = await saveSettings(db, operator, pick(values as never, keys), logged ? null : label);
        return { projectId: values.projectId, ...saved };
      },
    });

  return [
    query(PROJECT_MANAGE_API.queryTrainRule, 'train'),
    save(PROJECT_MANAGE_API.updateTrainRule, 'train', trainBody),
    query(PROJECT_MANAGE_API.ruleConfigQuery, 'rule'),
    save(PROJECT_MANAGE_API.ruleConfigSave, 'rule', ruleBody),
    query(PROJECT_MANAGE_API.privateConfigQuery, 'private'),
    save(PROJECT_MANAGE_API.privateConfigSave, 'private', privateBody),
  ];
};
