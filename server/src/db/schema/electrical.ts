import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** A distribution box (智能电箱, "aep") of a project, in one named area of the site. */
export const aepDevices = pgTable(
  'aep_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceName: text().notNull(),
    areaName: text().notNull(),
    online: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** The energy a box used in one hour (kWh) and its leakage current in that hour (mA). */
export const aepHourlyReadings = pgTable(
  'aep_hourly_readings',
  {
    deviceId: text()
      .notNull()
      .references(() => aepDevices.id, { onDelete: 'cascade' }),
    hourStart: dateTime().notNull(),
    electricity: doublePrecision().notNull(),
    leakageElectricity: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.hourStart] })],
);

/** A warning event of a box; warnType is an AepWarnType, value its reading (°C, A or V). */
export const aepWarnings = pgTable(
  'aep_warnings',
  {
    id: id(),
    deviceId: text()
      .notNull()
      .references(() => aepDevices.id, { onDelete: 'cascade' }),
    happenedAt: dateTime().notNull(),
    warnType: text().notNull(),
    value: doublePrecision().notNull(),
  },
  (t) => [index().on(t.deviceId, t.happenedAt)],
);
