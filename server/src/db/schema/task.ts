import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Rows done and rows in all, for the progress of a running import or export. */
    progress: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** What a runner needs to resume the task after a restart (the uploaded file, fixed fields, filters). */
    params: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.userId, t.createdAt), index().on(t.taskStatus)],
);

/**
 * One row of an import (or a pull) and what became of it (seed 000 §3 task detail rows). Written in the
 * same transaction as the row's own change, so a resumed task never applies a row twice.
 */
export const fileTaskDetails = pgTable(
  'file_task_details',
  {
    id: id(),
    taskId: text()
      .notNull()
      .references(() => fileTasks.id, { onDelete: 'cascade' }),
    rowNumber: integer().notNull(),
    /** 1 success, 0 failure */
    recordStatus: integer().notNull(),
    recordContent: text().notNull().default(''),
    /** The row's fields as the detail call answers them (personName, idcardNumber, photoName, ...). */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.taskId, t.rowNumber)],
);
