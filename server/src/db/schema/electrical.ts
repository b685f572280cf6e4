import { sql } from 'drizzle-orm';
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
    /** The limits the box runs (AepParams), as it last acknowledged them; before, its factory values (DEFAULT_AEP_PARAMS of shared-schema). */
    ratedCurrent: doublePrecision().notNull().default(250),
    maxTemperature: doublePrecision().notNull().default(70),
    lowVoltage: doublePrecision().notNull().default(198),
    highVoltage: doublePrecision().notNull().default(242),
    maxLeakageElectricity: doublePrecision().notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);

/** A sending of limits to a box (siteAepDevice/updateParam) and the box's answer. */
export const aepParamCommands = pgTable(
  'aep_param_commands',
  {
    id: id(),
    deviceId: text()
      .notNull()
      .references(() => aepDevices.id, { onDelete: 'cascade' }),
    ratedCurrent: doublePrecision().notNull(),
    maxTemperature: doublePrecision().notNull(),
    lowVoltage: doublePrecision().notNull(),
    highVoltage: doublePrecision().notNull(),
    maxLeakageElectricity: doublePrecision().notNull(),
    /** AepParamStatus: PENDING until the box answers ACKNOWLEDGED or REFUSED. */
    paramStatus: text().notNull().default('PENDING'),
    reason: text().notNull().default(''),
    sendTime: dateTime().notNull(),
    answerTime: dateTime(),
  },
  (t) => [index().on(t.deviceId, t.sendTime)],
);

/** A box's instant reading as published on sendAepDeviceRealtimeLog (the realtime log list). */
export const aepRealtimeLogs = pgTable(
  'aep_realtime_logs',
  {
    /** A single id for the list's rows; the key stays (deviceId, recordedAt). */
    id: text().notNull().unique().default(sql`gen_random_uuid()::text`),
    deviceId: text()
      .notNull()
      .references(() => aepDevices.id, { onDelete: 'cascade' }),
    recordedAt: dateTime().notNull(),
    /** kWh since the previous reading. */
    electricity: doublePrecision().notNull(),
    leakageElectricity: doublePrecision().notNull(),
    temperature: doublePrecision().notNull(),
    currentA: doublePrecision().notNull(),
    currentB: doublePrecision().notNull(),
    currentC: doublePrecision().notNull(),
    voltageA: doublePrecision().notNull(),
    voltageB: doublePrecision().notNull(),
    voltageC: doublePrecision().notNull(),
    /** The first warning the reading raised (an AepWarnType), 'normal' when none. */
    warnType: text().notNull().default('normal'),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.recordedAt] })],
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
