import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectAgreements } from './agreement';
import { dateTime, id } from './columns';

/**
 * A company, team or person of a project as an agreement's government platform knows it: filled by the
 * pulls and uploads (siteAgreementPull, siteAgreementUpload), read by the zqxy* lists. `sourceId` is the
 * local company, team or person it stands for.
 */
export const agreementEntries = pgTable(
  'agreement_entries',
  {
    id: id(),
    agreementId: text()
      .notNull()
      .references(() => projectAgreements.id, { onDelete: 'cascade' }),
    /** COMPANY, TEAM or PERSON (AGREEMENT_ENTRY_KINDS of shared-schema). */
    kind: text().notNull(),
    sourceId: text().notNull(),
    /** The platform's code of the data; '' until the platform has accepted or answered it. */
    platformCode: text().notNull().default(''),
    /** 0 not uploaded, 1 accepted, 2 refused (AGREEMENT_SYNC_STATUS). */
    syncStatus: integer().notNull().default(0),
    resultMessage: text().notNull().default(''),
    /** 1 after an exit was reported. */
    exitStatus: integer().notNull().default(0),
    /** Persons: 1 while locked on the platform. */
    lockStatus: integer().notNull().default(0),
    /** What the platform holds beyond the code: a person's certificate, as { certName, certNo, validDate }. */
    extra: jsonb().$type<Record<string, string>>().notNull().default({}),
    updateTime: dateTime().notNull(),
  },
  (t) => [uniqueIndex().on(t.agreementId, t.kind, t.sourceId), index().on(t.agreementId, t.kind)],
);

/**
 * The agreement extension parameters (queryExtendByProject, addAndUpdateParamByProject, updateExtendParam)
 * of the project, a company, a team, a face device or a CA device: `targetId` is '' for the project.
 */
export const agreementParams = pgTable(
  'agreement_params',
  {
    id: id(),
    agreementId: text()
      .notNull()
      .references(() => projectAgreements.id, { onDelete: 'cascade' }),
    /** PROJECT, COMPANY, TEAM, DEVICE or CA_DEVICE (AGREEMENT_PARAM_SCOPES). */
    scope: text().notNull(),
    targetId: text().notNull().default(''),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    updateTime: dateTime().notNull(),
  },
  (t) => [uniqueIndex().on(t.agreementId, t.scope, t.targetId)],
);
