import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** A construction lift (one cage) of a project with its rated values (ElevatorParam). */
export const elevatorDevices = pgTable(
  'elevator_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    elevatorName: text().notNull(),
    /** Kept by the device connection (the simulator in the demo). */
    online: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ratedPeopleCnt: integer().notNull(),
    /** 0 single, 1 left, 2 right cage. */
    elevatorType: integer().notNull(),
    /** Metres. */
    ratedHeight: doublePrecision().notNull(),
    maxFloor: integer().notNull(),
    minFloor: integer().notNull(),
    /** Kilograms. */
    ratedWeight: doublePrecision().notNull(),
    /** Metres per second. */
    ratedUpSpeed: doublePrecision().notNull(),
    ratedDownSpeed: doublePrecision().notNull(),
    /** Degrees. */
    ratedObliguityX: doublePrecision().notNull(),
    ratedObliguityY: doublePrecision().notNull(),
    ratedWindSpeed: doublePrecision().notNull(),
    ratedWindLevel: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** One realtime reading of a lift; speed is signed (up positive). */
export const elevatorReadings = pgTable(
  'elevator_readings',
  {
    /** A single id for lists that page by id (data recording); the key stays (deviceId, recordedAt). */
    id: text().notNull().unique().default(sql`gen_random_uuid()::text`),
    deviceId: text()
      .notNull()
      .references(() => elevatorDevices.id, { onDelete: 'cascade' }),
    recordedAt: dateTime().notNull(),
    height: doublePrecision().notNull(),
    floor: integer().notNull(),
    weight: doublePrecision().notNull(),
    peopleCnt: integer().notNull(),
    speed: doublePrecision().notNull(),
    obliguityX: doublePrecision().notNull(),
    obliguityY: doublePrecision().notNull(),
    windSpeed: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.recordedAt] }),
    // The data recording list, newest first within a period: counts and pages read this index alone.
    index().on(t.recordedAt, t.deviceId, t.id),
  ],
);

/** A safety alarm (a rated value passed) or a device error (a fault) of a lift. */
export const elevatorAlarms = pgTable(
  'elevator_alarms',
  {
    id: id(),
    deviceId: text()
      .notNull()
      .references(() => elevatorDevices.id, { onDelete: 'cascade' }),
    happenedAt: dateTime().notNull(),
    /** 'alarm' or 'error' (DeviceAlarmCategory). */
    category: text().notNull(),
    alarmType: text().notNull(),
  },
  (t) => [index().on(t.deviceId, t.happenedAt)],
);
