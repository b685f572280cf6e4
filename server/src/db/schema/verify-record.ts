import type { EntryExitType, FaceDeviceProtocol, FaceDeviceSettings } from '@site/shared-schema';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { craneDevices } from './crane';
import { elevatorDevices } from './elevator';
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
    /** '1' entry, '2' exit, '3' both (FACE_DEVICE_DIRECTIONS). */
    direction: text().notNull().default('3'),
    model: text().notNull().default(''),
    ip: text().notNull().default(''),
    firmwareVersion: text().notNull().default(''),
    /** Connected to the device gateway now; written by the gateway (the simulator plays it). */
    online: boolean().notNull().default(false),
    /** When the device was last heard from. */
    lastOnlineTime: dateTime(),
    /** What deviceSetting last set on the device; null: its factory settings. */
    settings: jsonb().$type<FaceDeviceSettings>(),
    /** What protocolConfigSetting last set. */
    protocol: jsonb().$type<FaceDeviceProtocol>(),
    longitude: doublePrecision(),
    latitude: doublePrecision(),
    /**
     * 'CRANE' or 'ELEVATOR' for a device of type 7 in a crane's or lift's cab (who drives it), null for a
     * gate's; the crane or lift it is bound to (updateVerifyDevice), null until chosen or once removed.
     */
    bindingType: text(),
    craneId: text().references(() => craneDevices.id, { onDelete: 'set null' }),
    elevatorId: text().references(() => elevatorDevices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
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
  // The id ends the index so that a page of a day is read from the index in the list's order; a person's
  // records by time serve an entry's next record (out-in pairs) and, with the project in the index, count
  // the records of the people a name search finds without reading the table.
  (t) => [
    index().on(t.projectId, t.recordTime, t.id),
    index().on(t.personId, t.recordTime, t.id, t.projectId),
  ],
);
