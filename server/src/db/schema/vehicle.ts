import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    direction: integer().notNull(),
    online: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** A fleet (motorcade, 车队) of a project. */
export const vehicleFleets = pgTable(
  'vehicle_fleets',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mcName: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
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
    photoUrl: text().notNull().default(''),
  },
  (t) => [
    index().on(t.projectId, t.recognitionTime),
    index().on(t.projectId, t.licensePlate, t.recognitionTime),
  ],
);
