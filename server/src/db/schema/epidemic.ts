import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { dateTime, id } from './columns';
import { persons } from './person';
import { projects } from './project';
import { verifyDevices } from './verify-record';

/**
 * A health code scanned at a gate's reader (the epidemic control's health-code identification,
 * cSiteEppPersonRecordQrCode): the code's colour and the latest nucleic test it carries, with the
 * temperature the reader measured. The latest one of a person is his health state (project-person).
 */
export const healthCodeRecords = pgTable(
  'health_code_records',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The roster's person of the code's ID number, when there is one. */
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    /** As the code carries them. */
    personName: text().notNull(),
    idcardNumber: text().notNull(),
    /** HEALTH_CODE_COLORS of @site/shared-schema: GREEN, YELLOW, RED. */
    healthCode: text().notNull(),
    /** NUCLEIC_TEST_RESULTS: NEGATIVE, POSITIVE, NONE (no test on record). */
    nucleicTestResult: text().notNull(),
    nucleicTestTime: dateTime(),
    nucleicTestPointName: text().notNull().default(''),
    personTemperature: doublePrecision(),
    /** The reader's capture, relative to the files folder. */
    photoPath: text().notNull().default(''),
    deviceId: text().references(() => verifyDevices.id, { onDelete: 'set null' }),
    recordTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.recordTime, t.id), index().on(t.personId, t.recordTime)],
);
