import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { persons } from './person';
import { projects } from './project';

/** A person's wage card (sitePersonBankCard); the person's name and ID number are read from the roster. */
export const personBankCards = pgTable(
  'person_bank_cards',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    bankName: text().notNull(),
    /** Stored whole; answers mask it. */
    cardNumber: text().notNull(),
    bankDeposit: text().notNull(),
    remark: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.projectId, t.cardNumber)],
);

/** An account of the project itself (siteProjectBankCard). */
export const projectBankCards = pgTable(
  'project_bank_cards',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountName: text().notNull(),
    bankName: text().notNull(),
    cardNumber: text().notNull(),
    bankDeposit: text().notNull(),
    remark: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.projectId, t.cardNumber)],
);
