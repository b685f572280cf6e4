import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** A dust and noise monitor (扬尘噪音, "ycjz") of a project. */
export const ycjzDevices = pgTable(
  'ycjz_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceAlias: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** One reading of a dust and noise monitor. Units: µg/m³, dB(A), °C, %RH, m/s, hPa. */
export const ycjzReadings = pgTable(
  'ycjz_readings',
  {
    deviceId: text()
      .notNull()
      .references(() => ycjzDevices.id, { onDelete: 'cascade' }),
    recordedAt: dateTime().notNull(),
    tsp: doublePrecision().notNull(),
    pm10: doublePrecision().notNull(),
    pm25: doublePrecision().notNull(),
    noise: doublePrecision().notNull(),
    temperature: doublePrecision().notNull(),
    humidity: doublePrecision().notNull(),
    /** Wind direction, e.g. 东北. */
    wind: text().notNull(),
    windSpeed: doublePrecision().notNull(),
    windLv: integer().notNull(),
    barometric: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.recordedAt] })],
);

/**
 * The warning thresholds a project set for its dust and noise readings (one row a project; none: the
 * defaults of ENVIRONMENT_THRESHOLDS). Units as the readings'.
 */
export const ycjzWarnSettings = pgTable('ycjz_warn_settings', {
  projectId: text()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  tsp: doublePrecision().notNull(),
  pm10: doublePrecision().notNull(),
  pm25: doublePrecision().notNull(),
  noiseDay: doublePrecision().notNull(),
  noiseNight: doublePrecision().notNull(),
  temperature: doublePrecision().notNull(),
  windSpeed: doublePrecision().notNull(),
  windLv: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
