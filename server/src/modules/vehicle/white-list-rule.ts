import { Type } from '@sinclair/typebox';
import {
  DEFAULT_WHITE_LIST_RULE,
  LPR_WHITE_LIST_RESOURCE,
  LPR_WHITE_LIST_RULE_API,
  type LprWhiteListRule,
  MAX_REMIND_DAYS,
} from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { lprWhiteListRules } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';

const ruleBody = Type.Object({ projectId });
const saveBody = Type.Object({
  projectId,
  strangerPass: Type.Union([Type.Literal(0), Type.Literal(1)]),
  expireRemindDays: Type.Integer({ minimum: 0, maximum: MAX_REMIND_DAYS }),
});

/** The project's whitelist rule: read (the defaults until saved) and replaced, with the list's codes. */
export const whiteListRulePlans: RoutePlan[] = [
  {
    action: 'rule',
    path: LPR_WHITE_LIST_RULE_API.rule,
    access: LPR_WHITE_LIST_RESOURCE.permission.list,
    build: ({ db }) =>
      routeParts({
        body: ruleBody,
        handler: async ({ body }): Promise<LprWhiteListRule> => {
          const [row] = await db
            .select({
              strangerPass: lprWhiteListRules.strangerPass,
              expireRemindDays: lprWhiteListRules.expireRemindDays,
            })
            .from(lprWhiteListRules)
            .where(eq(lprWhiteListRules.projectId, body.projectId));
          return row
            ? { strangerPass: row.strangerPass === 1 ? 1 : 0, expireRemindDays: row.expireRemindDays }
            : DEFAULT_WHITE_LIST_RULE;
        },
      }),
  },
  {
    action: 'saveRule',
    path: LPR_WHITE_LIST_RULE_API.saveRule,
    access: LPR_WHITE_LIST_RESOURCE.permission.update,
    build: ({ db }) =>
      routeParts({
        body: saveBody,
        message: '保存成功',
        handler: async ({ body }) => {
          const rule = { strangerPass: body.strangerPass, expireRemindDays: body.expireRemindDays };
          await db
            .insert(lprWhiteListRules)
            .values({ projectId: body.projectId, ...rule })
            .onConflictDoUpdate({
              target: lprWhiteListRules.projectId,
              set: { ...rule, updatedAt: new Date() },
            });
        },
      }),
  },
];
