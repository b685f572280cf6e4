import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dateTime, id } from './columns';
import { users } from './org';
import { projects } from './project';

/** An enterprise-government agreement of a project: the platform its data is reported to. */
export const projectAgreements = pgTable(
  'project_agreements',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agreementCode: text().notNull(),
    agreementName: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.projectId, t.agreementCode)],
);

/** Reports of one kind (operateType) to an agreement's platform that failed within a period. */
export const agreementExceptions = pgTable(
  'agreement_exceptions',
  {
    id: id(),
    agreementId: text()
      .notNull()
      .references(() => projectAgreements.id, { onDelete: 'cascade' }),
    operateType: text().notNull(),
    startDate: dateTime().notNull(),
    endDate: dateTime().notNull(),
    exceptionRecordCount: integer().notNull().default(0),
  },
  (t) => [index().on(t.agreementId)],
);

/** A user's exception-notice setting in a project: the day he chose not to be reminded again. */
export const agreementExceptionNotices = pgTable(
  'agreement_exception_notices',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noneDate: dateTime(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** A labourer locked by an agreement's platform (e.g. missing contract data); the lock notice counts them. */
export const agreementLockedPersons = pgTable(
  'agreement_locked_persons',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agreementId: text()
      .notNull()
      .references(() => projectAgreements.id, { onDelete: 'cascade' }),
    personName: text().notNull(),
    idcardNumber: text().notNull(),
    teamName: text().notNull().default(''),
    workerTypeName: text().notNull().default(''),
    lockReason: text().notNull(),
    lockedAt: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId)],
);
