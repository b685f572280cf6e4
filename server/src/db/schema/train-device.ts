import type { TrainSyncStatus } from '@site/shared-schema';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { persons } from './person';
import { projects } from './project';
import { trainInfos } from './train';

/** A training room's sign-in terminal (siteTrainDevice): holds the people's faces, records check-ins. */
export const trainDevices = pgTable(
  'train_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceName: text().notNull(),
    deviceSn: text().notNull(),
    installPlace: text().notNull().default(''),
    model: text().notNull().default(''),
    ip: text().notNull().default(''),
    sort: integer().notNull().default(0),
    /** Connected now; written by the device gateway (the simulator plays it). */
    online: boolean().notNull().default(false),
    /** When the device was last heard from. */
    lastOnlineTime: dateTime(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId)],
);

/**
 * A person's face on a training device (siteTrainDevicePersonSyn): being sent, stored, or refused with
 * the device's reason. No row: never sent (UNSYNCED).
 */
export const trainDevicePersons = pgTable(
  'train_device_persons',
  {
    deviceId: text()
      .notNull()
      .references(() => trainDevices.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    syncStatus: text().$type<Exclude<TrainSyncStatus, 'UNSYNCED'>>().notNull(),
    reason: text().notNull().default(''),
    updateTime: dateTime().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.personId] }), index().on(t.personId)],
);

/** A person checked in at a training on a training device (siteTrainPersonRecord). */
export const trainPersonRecords = pgTable(
  'train_person_records',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    trainId: text()
      .notNull()
      .references(() => trainInfos.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** Kept when the device is removed: the record stays, its device name becomes empty. */
    deviceId: text().references(() => trainDevices.id, { onDelete: 'set null' }),
    checkTime: dateTime().notNull(),
    /** The face the device captured (a stored path); '' without one. */
    photoPath: text().notNull().default(''),
  },
  (t) => [index().on(t.projectId, t.checkTime), index().on(t.trainId, t.personId)],
);
