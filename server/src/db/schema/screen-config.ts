import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './org';
import { projects } from './project';

/** The data screen's header name and footer remark of a project (siteProjectScreenConfig), one per project. */
export const projectScreenConfigs = pgTable('project_screen_configs', {
  projectId: text()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  screenName: text().notNull().default(''),
  remark: text().notNull().default(''),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
