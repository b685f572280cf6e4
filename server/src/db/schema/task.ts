import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orgs, users } from './org';
import { projects } from './project';

/** A task of the task centre (seed 000 §3): an import or export running in the background. */
export const fileTasks = pgTable(
  'file_tasks',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text().notNull(),
    taskType: text().notNull(),
    operateType: text().notNull(),
    taskStatus: text().notNull(),
    taskResult: text().notNull().default(''),
    fileName: text().notNull().default(''),
    /** Result file relative to DATA_DIR/files, empty until there is one. */
    filePath: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.userId, t.createdAt)],
);
