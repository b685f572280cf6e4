import type { LedSendStatus, LedTextItem } from '@site/shared-schema';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** An LED screen of a project and the controller card that plays it (the simulator plays the cards). */
export const ledScreens = pgTable(
  'led_screens',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id),
    screenName: text().notNull(),
    controllerSn: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    online: boolean().notNull().default(true),
    lastOnlineTime: dateTime(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.projectId)],
);

/** An LED program (siteLedProgram): its text items and the screens it is meant for. */
export const ledPrograms = pgTable(
  'led_programs',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id),
    programName: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    background: text().notNull(),
    items: jsonb().$type<LedTextItem[]>().notNull(),
    screenIds: jsonb().$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.createdAt)],
);

/** The last send of a program to a screen: SENDING until its controller answers or the wait runs out. */
export const ledProgramSends = pgTable(
  'led_program_sends',
  {
    programId: text()
      .notNull()
      .references(() => ledPrograms.id, { onDelete: 'cascade' }),
    screenId: text()
      .notNull()
      .references(() => ledScreens.id, { onDelete: 'cascade' }),
    status: text().$type<LedSendStatus>().notNull(),
    reason: text().notNull().default(''),
    /** Which send this row is of: a late answer to an earlier send must not overwrite a newer one. */
    sendId: text().notNull(),
    sendTime: dateTime().notNull(),
    finishTime: dateTime(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.screenId] })],
);
