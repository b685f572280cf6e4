import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** A licence-plate recognition camera at a gate; direction 1 watches entries, 2 exits. */
export const lprDevices = pgTable(
  'lpr_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceName: text().notNull(),
    deviceSn: text().notNull().default(''),
    direction: integer().notNull(),
    ip: text().notNull().default(''),
    online: boolean().notNull().default(true),
    /** When the camera was last heard from; null until first connected. */
    lastOnlineTime: dateTime(),
    /** scrypt hash of the camera's admin password (modules/auth/password.ts); null: the factory one. */
    passwordHash: text(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** A fleet (motorcade, 车队) of a project; fleets nest by parentId. */
export const vehicleFleets = pgTable(
  'vehicle_fleets',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mcName: text().notNull(),
    /** The fleet it belongs to; '' for a top-level fleet. */
    parentId: text().notNull().default(''),
    leaderName: text().notNull().default(''),
    leaderPhone: text().notNull().default(''),
    remark: text().notNull().default(''),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.sort), uniqueIndex().on(t.projectId, t.mcName)],
);

/** A registered vehicle of a project; vehicleType is a key of VEHICLE_TYPES. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fleetId: text().references(() => vehicleFleets.id, { onDelete: 'set null' }),
    licensePlate: text().notNull(),
    vehicleType: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.licensePlate), index().on(t.fleetId)],
);

/**
 * A passage seen by a plate camera. The plate is kept as read, so unregistered vehicles are recorded
 * too; the vehicle type is the camera's classification.
 */
export const lprRecords = pgTable(
  'lpr_records',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceId: text()
      .notNull()
      .references(() => lprDevices.id, { onDelete: 'cascade' }),
    licensePlate: text().notNull(),
    vehicleType: integer().notNull(),
    /** 1 entry, 2 exit. */
    direction: integer().notNull(),
    recognitionTime: dateTime().notNull(),
    /** The plate's colour as the camera read it, a key of PLATE_COLORS (1 blue, 2 yellow, 3 green, ...). */
    plateColor: integer().notNull().default(1),
    /** The camera's picture (/files/...); '' when it sent none and the server draws one. */
    photoUrl: text().notNull().default(''),
  },
  (t) => [
    // The record lists read a page newest first (time, then id) from these without sorting.
    index().on(t.projectId, t.recognitionTime, t.id),
    // A plate's passages in order: the through records' next passage, the vehicles inside.
    index().on(t.projectId, t.licensePlate, t.recognitionTime, t.id),
  ],
);

/**
 * A project's passages per day, plate colour and plate, kept by triggers on lpr_records (migration 0040)
 * whoever writes or deletes passages: the through statistics group a day's few thousand plates here
 * instead of counting its tens of thousands of passages, and a plate's row counts it once as a vehicle.
 */
export const lprDayPlates = pgTable(
  'lpr_day_plates',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    plateColor: integer().notNull(),
    licensePlate: text().notNull(),
    inCount: integer().notNull(),
    outCount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.plateColor, t.licensePlate] })],
);

/**
 * Every plate a project's cameras have read, kept by a trigger on lpr_records (migration 0038): a plate
 * search matches these few thousand texts, then reads the matching plates' passages by their index,
 * instead of matching the text of a million passages.
 */
export const lprPlates = pgTable(
  'lpr_plates',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    licensePlate: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.licensePlate] })],
);

/**
 * A whitelisted plate of a project (siteLprWhiteList): the gate cameras let it in between effectTime and
 * expirationTime while status is 1. wtype, color and carType are the keys of their choices.
 */
export const lprWhiteLists = pgTable(
  'lpr_white_lists',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    licensePlate: text().notNull(),
    wtype: integer().notNull(),
    color: integer().notNull(),
    carType: integer().notNull(),
    mcName: text().notNull().default(''),
    effectTime: dateTime().notNull(),
    expirationTime: dateTime().notNull(),
    equipmentName: text().notNull().default(''),
    status: integer().notNull().default(1),
    remark: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.projectId, t.licensePlate), index().on(t.projectId, t.createdAt)],
);

/** A project's whitelist rule (siteLprWhiteList/rule); a project without a row has the defaults. */
export const lprWhiteListRules = pgTable('lpr_white_list_rules', {
  projectId: text()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** 1: the gates open for plates not on the list too (recorded as strangers); 0: only listed plates. */
  strangerPass: integer().notNull().default(0),
  /** Entries expiring within this many days are flagged in the list. */
  expireRemindDays: integer().notNull().default(7),
  updatedAt: timestamp({ withTimezone: true }),
});
