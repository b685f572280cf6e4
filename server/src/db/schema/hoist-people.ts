import { date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { craneDevices } from './crane';
import { elevatorDevices } from './elevator';
import { persons } from './person';
import { projects } from './project';

/**
 * A person of the roster who drives tower cranes (selectType 1) or lifts (2), with the special-work
 * certificate that allows it; his name and ID number are read from the roster. The crane or lift he
 * drives (queryPersonByCrane) is one column per kind, so removing the device only unassigns him.
 */
export const hoistDrivers = pgTable(
  'hoist_drivers',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    selectType: integer().notNull(),
    craneId: text().references(() => craneDevices.id, { onDelete: 'set null' }),
    elevatorId: text().references(() => elevatorDevices.id, { onDelete: 'set null' }),
    certificateNo: text().notNull(),
    certificateStartDate: date(),
    certificateEndDate: date().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.personId, t.selectType), index().on(t.projectId, t.selectType)],
);

/** One lift of a crane, from pick-up to set-down, with the largest values it reached. */
export const craneWorkCycles = pgTable(
  'crane_work_cycles',
  {
    id: id(),
    deviceId: text()
      .notNull()
      .references(() => craneDevices.id, { onDelete: 'cascade' }),
    /** Who drove (the crane's driver at the time), null when none was assigned. */
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    startTime: dateTime().notNull(),
    endTime: dateTime().notNull(),
    /** Trolley ranges (radius) at pick-up and set-down, metres. */
    startRange: doublePrecision().notNull(),
    endRange: doublePrecision().notNull(),
    /** Tonnes, percent of the rated moment, metres. */
    maxWeight: doublePrecision().notNull(),
    maxMoment: doublePrecision().notNull(),
    maxHeight: doublePrecision().notNull(),
  },
  (t) => [index().on(t.deviceId, t.endTime)],
);

/** One trip of a lift cage, from the floor it left to the floor it stopped at. */
export const elevatorWorkCycles = pgTable(
  'elevator_work_cycles',
  {
    id: id(),
    deviceId: text()
      .notNull()
      .references(() => elevatorDevices.id, { onDelete: 'cascade' }),
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    startTime: dateTime().notNull(),
    endTime: dateTime().notNull(),
    startFloor: integer().notNull(),
    endFloor: integer().notNull(),
    /** Tonnes, people, metres. */
    maxWeight: doublePrecision().notNull(),
    maxPeople: integer().notNull(),
    maxHeight: doublePrecision().notNull(),
  },
  (t) => [index().on(t.deviceId, t.endTime)],
);
