import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** A tower crane of a project with its rated parameters. Units: metres, tonnes. */
export const craneDevices = pgTable(
  'crane_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    craneName: text().notNull(),
    /** Kept by the device connection (the simulator in the demo). */
    online: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    towerCapHeight: doublePrecision().notNull(),
    towerHeight: doublePrecision().notNull(),
    frontArmLength: doublePrecision().notNull(),
    backArmLength: doublePrecision().notNull(),
    /** The largest working range (radius) of the trolley. */
    tcMlMaxScope: doublePrecision().notNull(),
    /** The largest load. */
    ratedWeight: doublePrecision().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** One realtime reading of a crane. Units: metres, degrees, percent (moment), m/s, tonnes. */
export const craneReadings = pgTable(
  'crane_readings',
  {
    /** A single id for lists that page by id (data recording); the key stays (deviceId, recordedAt). */
    id: text().notNull().unique().default(sql`gen_random_uuid()::text`),
    deviceId: text()
      .notNull()
      .references(() => craneDevices.id, { onDelete: 'cascade' }),
    recordedAt: dateTime().notNull(),
    height: doublePrecision().notNull(),
    obliguity: doublePrecision().notNull(),
    moment: doublePrecision().notNull(),
    /** The trolley's current working range (radius). */
    range: doublePrecision().notNull(),
    windSpeed: doublePrecision().notNull(),
    weight: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.recordedAt] }),
    // The data recording list, newest first within a period: counts and pages read this index alone.
    index().on(t.recordedAt, t.deviceId, t.id),
  ],
);

/** A safety alarm (a limit passed) or a device error (a fault) of a crane. */
export const craneAlarms = pgTable(
  'crane_alarms',
  {
    id: id(),
    deviceId: text()
      .notNull()
      .references(() => craneDevices.id, { onDelete: 'cascade' }),
    happenedAt: dateTime().notNull(),
    /** 'alarm' or 'error' (DeviceAlarmCategory). */
    category: text().notNull(),
    alarmType: text().notNull(),
  },
  (t) => [index().on(t.deviceId, t.happenedAt)],
);
