import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { projectAgreements } from './agreement';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/**
 * One report of a project's data to an agreement's government platform (seed 001 §3 report log record):
 * what was reported (logType, sourceName) and the result fetched back from the platform.
 */
export const agreementUploadLogs = pgTable(
  'agreement_upload_logs',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agreementId: text()
      .notNull()
      .references(() => projectAgreements.id, { onDelete: 'cascade' }),
    /** A REPORT_LOG_TYPES code of shared-schema. */
    logType: text().notNull(),
    /** The name of the reported data: a person, team, company, device or the project. */
    sourceName: text().notNull(),
    /** 0 not fetched, 1 fetch succeeded, 2 fetch failed. */
    getResultStatus: integer().notNull(),
    resultMessage: text().notNull().default(''),
    createTime: dateTime().notNull(),
    /** Orders reports of the same second: createTime keeps only whole seconds. */
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.createTime)],
);
