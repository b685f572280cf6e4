import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { dictionaries } from './dictionary';
import { projects } from './project';

/**
 * A project's choice of whether a workerType option is a special work type (特种作业). A project without
 * rows, and an option without a row, follow DEFAULT_SPECIAL_WORK_TYPES; a save writes a row per option.
 */
export const specialWorkerTypes = pgTable(
  'special_worker_types',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dictionaryId: text()
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
    special: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.dictionaryId] })],
);
