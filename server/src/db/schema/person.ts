import type { PersonType } from '@site/shared-schema';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, teams } from './company';
import { dictionaries } from './dictionary';
import { projects } from './project';

/** A person registered in a project: a worker, a manager or another person (seed 000 §3). */
export const persons = pgTable(
  'persons',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personName: text().notNull(),
    /** Stored whole; answers mask it. */
    idcardNumber: text().notNull(),
    personType: text().$type<PersonType>().notNull(),
    companyId: text()
      .notNull()
      .references(() => companies.id),
    teamId: text().references(() => teams.id, { onDelete: 'set null' }),
    /** A workerType option for a worker, a managerType option (the post) for a manager. */
    workerTypeId: text().references(() => dictionaries.id, { onDelete: 'set null' }),
    /** 1 on the job, 0 left it: only people on the job count towards attendance. */
    onJobStatus: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.idcardNumber), index().on(t.teamId)],
);
