import { date, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { persons } from './person';
import { projects } from './project';

/** A person's labour contract (sitePersonContract); the person's name and ID number are read from the roster. */
export const personContracts = pgTable(
  'person_contracts',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    contractNo: text().notNull(),
    contractType: text().notNull(),
    startDate: date().notNull(),
    /** Null for a contract without a fixed term. */
    endDate: date(),
    wageMode: text().notNull(),
    // Exact cents; read as a number, as the form sends it.
    wageRate: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    signDate: date(),
    contractFile: text().notNull().default(''),
    remark: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.projectId, t.contractNo)],
);
