import type { EntryExitType } from '@site/shared-schema';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dateTime, id } from './columns';
import { persons, temporaryInfos } from './person';
import { projects } from './project';
import { verifyDevices } from './verify-record';

/**
 * The identification records besides the entries and exits (person_records): what the ID-card readers,
 * the face devices' every recognition, the strangers and the visitors left (issue 12 §2). Each is read
 * newest first per project, so each has the (project, time, id) index of person_records. Photos are paths
 * relative to the files folder, as the resource block's image fields keep them.
 */

const projectId = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
/** Kept when the device is removed: the record stays, its device name becomes empty. */
const deviceId = () => text().references(() => verifyDevices.id, { onDelete: 'set null' });

/** A passage through an ID-card reader (siteVerifyCertRecord): the card's data, compared with the face. */
export const certRecords = pgTable(
  'cert_records',
  {
    id: id(),
    projectId: projectId(),
    /** The roster's person of that ID number, when there is one. */
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    /** As read from the card. */
    personName: text().notNull(),
    idcardNumber: text().notNull(),
    cardPhotoPath: text().notNull().default(''),
    sitePhotoPath: text().notNull().default(''),
    /** 1 the face matched the card, 0 it did not. */
    compareResult: integer().notNull(),
    compareScore: doublePrecision().notNull(),
    deviceId: deviceId(),
    recordTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.recordTime, t.id)],
);

/** Every recognition a face device made (siteVerifyDetailRecord), recognised or refused with a reason. */
export const detailRecords = pgTable(
  'detail_records',
  {
    id: id(),
    projectId: projectId(),
    /** Null when the face matched nobody of the roster. */
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    deviceId: deviceId(),
    /** 1 recognised and let through, 0 refused. */
    verifyResult: integer().notNull(),
    /** Why it was refused (非本项目人员, 黑名单, 已离场, ...); '' when recognised. */
    refuseReason: text().notNull().default(''),
    score: doublePrecision().notNull(),
    photoPath: text().notNull().default(''),
    personTemperature: doublePrecision(),
    recordTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.recordTime, t.id)],
);

/** A face no one of the roster has (siteVerifyStrangerRecord). */
export const strangerRecords = pgTable(
  'stranger_records',
  {
    id: id(),
    projectId: projectId(),
    deviceId: deviceId(),
    photoPath: text().notNull().default(''),
    personTemperature: doublePrecision(),
    recordTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.recordTime, t.id)],
);

/** An entry or exit of a visitor of the temporary module (siteVerifyTemporaryRecord). */
export const temporaryRecords = pgTable(
  'temporary_records',
  {
    id: id(),
    projectId: projectId(),
    temporaryId: text()
      .notNull()
      .references(() => temporaryInfos.id, { onDelete: 'cascade' }),
    deviceId: deviceId(),
    entryExitType: text().$type<EntryExitType>().notNull(),
    photoPath: text().notNull().default(''),
    personTemperature: doublePrecision(),
    recordTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.recordTime, t.id), index().on(t.temporaryId)],
);
