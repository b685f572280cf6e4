import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { dateTime } from './columns';
import { persons } from './person';
import { projects } from './project';

/**
 * A person's past day as personDays answers it, stored once (attendance/day-summaries.ts) so that a
 * month's report reads one row per person and day instead of every record of the month.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    firstIn: dateTime(),
    lastOut: dateTime(),
    passages: integer().notNull(),
    workSeconds: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.personId] }),
    index().on(t.projectId, t.personId, t.day),
  ],
);

/** The days of a project whose attendanceDays are stored: a day without a mark is read from its records. */
export const attendanceDayMarks = pgTable(
  'attendance_day_marks',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);
