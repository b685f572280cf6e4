import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './org';
import { projects } from './project';

/**
 * A project's rules of /manage/rule-setting, one row per project: the train rule (siteProject/updateTrainRule),
 * the workers' entry rules (siteProjectRuleConfig) and its private settings (siteProjectPrivateConfig).
 * A project without a row has the defaults of shared-schema's project-manage.ts.
 */
export const projectConfigs = pgTable('project_configs', {
  projectId: text()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  trainRuleStatus: integer().notNull(),
  trainHours: integer().notNull(),
  trainValidDays: integer().notNull(),
  ageLimitStatus: integer().notNull(),
  minAge: integer().notNull(),
  maleMaxAge: integer().notNull(),
  femaleMaxAge: integer().notNull(),
  blacklistCheckStatus: integer().notNull(),
  contractRequiredStatus: integer().notNull(),
  bankCardRequiredStatus: integer().notNull(),
  temperatureThreshold: doublePrecision().notNull(),
  faceThreshold: integer().notNull(),
  visitorAuditStatus: integer().notNull(),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
