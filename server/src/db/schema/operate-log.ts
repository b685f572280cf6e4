import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { projects } from './project';

/** Every write through a declared resource: who, what, which record, before and after (siteOperateLog). */
export const operateLogs = pgTable(
  'operate_logs',
  {
    id: id(),
    orgId: text().notNull(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text().notNull(),
    userName: text().notNull(),
    /** The resource name (person, blacklist, ...). */
    module: text().notNull(),
    /** OPERATE_TYPES of @site/shared-schema. */
    operateType: text().notNull(),
    targetId: text().notNull(),
    targetName: text().notNull().default(''),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.createdAt), index().on(t.projectId, t.module, t.targetId)],
);
