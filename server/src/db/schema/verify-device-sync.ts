import type { FaceSyncStatus } from '@site/shared-schema';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { dateTime } from './columns';
import { persons } from './person';
import { verifyDevices } from './verify-record';

/**
 * Whether a person's face is on a face device (siteVerifyDeviceSyn): pending after a roster change,
 * synced or failed (with the device's reason) after a sync. A person without a row is not meant for the
 * device (another area).
 */
export const verifyDevicePersons = pgTable(
  'verify_device_persons',
  {
    deviceId: text()
      .notNull()
      .references(() => verifyDevices.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    syncStatus: text().$type<FaceSyncStatus>().notNull().default('PENDING'),
    /** The device's reason of a failure; '' otherwise. */
    reason: text().notNull().default(''),
    updateTime: dateTime().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.personId] }), index().on(t.personId)],
);
