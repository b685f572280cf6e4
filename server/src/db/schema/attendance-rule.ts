import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './project';

/**
 * A project's attendance rule (sitePersonAttendance/rule): when work starts and ends, the grace before an
 * arrival counts as late or a departure as early, and the hours of a full day. A project without a row
 * uses DEFAULT_ATTENDANCE_RULE.
 */
export const attendanceRules = pgTable('attendance_rules', {
  projectId: text()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** HH:mm, local time of the site. */
  workStartTime: text().notNull(),
  workEndTime: text().notNull(),
  lateGraceMinutes: integer().notNull(),
  earlyLeaveGraceMinutes: integer().notNull(),
  // One decimal at most, read as a number as the form sends it.
  fullDayHours: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
