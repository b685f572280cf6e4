import type { EntryExitType } from '@site/shared-schema';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dateTime, id } from './columns';
import { persons } from './person';
import { projects } from './project';
import { siteAreas } from './site-area';

/** A face-recognition device (siteVerifyDevice) at a gate of an area. */
export const verifyDevices = pgTable(
  'verify_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    areaId: text().references(() => siteAreas.id, { onDelete: 'set null' }),
    deviceName: text().notNull(),
    deviceSn: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.projectId)],
);

/** An entry or exit of a person seen by a face device (siteVerifyPersonRecord). */
export const personRecords = pgTable(
  'person_records',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** Kept when the device is removed: the record stays, its device name becomes empty. */
    deviceId: text().references(() => verifyDevices.id, { onDelete: 'set null' }),
    entryExitType: text().$type<EntryExitType>().notNull(),
    /** Local time of the site, as the seeds show it. */
    recordTime: dateTime().notNull(),
    /** An absolute URL or a server path (/files/...); empty without a photo. */
    recordPhotoUrl: text().notNull().default(''),
    personTemperature: doublePrecision(),
  },
  // The id ends the index so that a page of a day is read from the index in the list's order.
  (t) => [index().on(t.projectId, t.recordTime, t.id), index().on(t.personId)],
);
