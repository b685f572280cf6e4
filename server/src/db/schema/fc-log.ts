import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dateTime, id } from './columns';
import { persons } from './person';
import { projects } from './project';
import { verifyDevices } from './verify-record';

/**
 * What a face device's comparer did with a captured face (fcLog/getFcComparerLogPageList): the registered
 * person it matched best (none for a stranger), the similarity and the threshold it held it against.
 */
export const fcComparerLogs = pgTable(
  'fc_comparer_logs',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Kept when the device is removed: the log stays, its device name becomes empty. */
    deviceId: text().references(() => verifyDevices.id, { onDelete: 'set null' }),
    /** The best candidate of the device's library; null when nobody came near (a stranger). */
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    /** The capture, relative to the files folder ('' without one). */
    photoPath: text().notNull().default(''),
    /** Similarity in percent, and the device's threshold for a match. */
    score: doublePrecision().notNull(),
    threshold: doublePrecision().notNull(),
    /** 1 the score reached the threshold, 0 it did not. */
    compareResult: integer().notNull(),
    recordTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.recordTime, t.id)],
);
