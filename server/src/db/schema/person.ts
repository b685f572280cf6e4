import type { PersonType } from '@site/shared-schema';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
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
    /** '1' male, '2' female (GENDERS); '' unknown. */
    gender: text().notNull().default(''),
    nation: text().notNull().default(''),
    birthDate: date(),
    address: text().notNull().default(''),
    idcardStartDate: date(),
    idcardEndDate: date(),
    /** 1: the card is valid for life (no end date). */
    idcardTermStatus: integer().notNull().default(0),
    /** Paths relative to DATA_DIR/files; '' when none. */
    idcardFrontPath: text().notNull().default(''),
    idcardBackPath: text().notNull().default(''),
    headPhotoPath: text().notNull().default(''),
    phone: text().notNull().default(''),
    jobNumber: text().notNull().default(''),
    entryDate: date(),
    exitDate: date(),
    emergencyContact: text().notNull().default(''),
    emergencyPhone: text().notNull().default(''),
    remark: text().notNull().default(''),
    /** When the person was enabled for cloud attendance (clocking in by phone); null: not enabled. */
    cloudAttendanceTime: dateTime(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.projectId, t.idcardNumber),
    index().on(t.teamId),
    index().on(t.projectId, t.personType, t.createdAt),
    index().on(t.projectId, t.jobNumber),
  ],
);

/** Barred people (sitePersonBlacklist): listed in their project, refused as persons across the org. */
export const personBlacklist = pgTable(
  'person_blacklist',
  {
    id: id(),
    orgId: text().notNull(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personName: text().notNull(),
    idcardNumber: text().notNull(),
    eventDescription: text().notNull().default(''),
    eventTime: dateTime(),
    eventPlace: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.projectId, t.idcardNumber), index().on(t.orgId, t.idcardNumber)],
);

/** Visitors registered for a visit and their approval (siteTemporaryInfo). */
export const temporaryInfos = pgTable(
  'temporary_infos',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personName: text().notNull(),
    idcardNumber: text().notNull(),
    phone: text().notNull().default(''),
    visitorCompany: text().notNull().default(''),
    visitReason: text().notNull().default(''),
    visitStartTime: dateTime(),
    visitEndTime: dateTime(),
    headPhotoPath: text().notNull().default(''),
    /** 0 pending, 1 approved, 2 refused (APPROVE_STATUSES). */
    approveStatus: integer().notNull().default(0),
    approveOpinion: text().notNull().default(''),
    approveUserId: text(),
    approveTime: dateTime(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.approveStatus, t.createdAt)],
);

/**
 * The form-field config of the person forms (seed 000 §3): which fields show and which are required. A row
 * without projectId is the organisation's default; a project's own rows override it field by field.
 */
export const personFormFields = pgTable(
  'person_form_fields',
  {
    id: id(),
    orgId: text().notNull(),
    projectId: text().references(() => projects.id, { onDelete: 'cascade' }),
    personType: text().$type<PersonType>().notNull(),
    fieldKey: text().notNull(),
    fieldName: text().notNull(),
    fieldType: text().notNull().default(''),
    sourceType: text().notNull().default(''),
    requiredStatus: integer().notNull().default(0),
    showStatus: integer().notNull().default(1),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.orgId, t.personType)],
);
