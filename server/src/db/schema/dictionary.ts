import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { orgs } from './org';
import { projects } from './project';

/**
 * Options of a dictionary type (workerType, managerType, ...). A row without projectId applies to every
 * project of the org; a row with agreementCode and companyId belongs to that company-agreement variant only.
 */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    projectId: text().references(() => projects.id, { onDelete: 'cascade' }),
    typeCode: text().notNull(),
    dictionaryName: text().notNull(),
    dictionaryCode: text().notNull().default(''),
    agreementCode: text(),
    companyId: text(),
    modelImgUrl: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.orgId, t.typeCode)],
);
