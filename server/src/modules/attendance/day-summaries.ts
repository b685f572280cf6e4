import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceDayMarks, attendanceDays } from '../../db/schema';
import { today } from '../person-record/day';
import type { PersonDaysQuery } from './person-days';
import { peopleFilter, recordDaysSql } from './record-days';
import { selectRows } from './select-rows';

/*
 * A past day's attendance cannot change unless a record is written for it afterwards, so it is computed
 * from the records once (attendance_days, its mark in attendance_day_marks) and read from there after.
 * Today is never stored: its records still come. Writers of person_records: the record add route drops
 * the day it writes into (invalidateDay); the simulator writes the present moment (today); the seeds and
 * the bench's fill write in bulk into a database before any report has run, so before any mark exists.
 */

interface DayRange {
  from: string;
  to: string;
  /** The first day not to store: today. */
  before: string;
}

/** One writer of a project's summaries at a time, across connections and server processes. */
async function lockProjectDays(tx: Database, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attendance_days:${projectId}`}))`);
}

/** The days from `from` to `to` before `before` that have no stored summary yet, ascending. */
async function missingDays(db: Database, projectId: string, range: DayRange): Promise<string[]> {
  const { from, to, before } = range;
  const rows = await selectRows<{ day: string }>(
    db,
    sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${from}::date, least(${to}::date, ${before}::date - 1), interval '1 day') d
    where not exists (
      select 1 from attendance_day_marks m where m.project_id = ${projectId} and m.day = d::date)
    order by 1`,
  );
  return rows.map((row) => row.day);
}

/**
 * Stores the days from `from` to `to` (YYYY-MM-DD) before `before` (today) that are not stored yet: one
 * insert from the records of just those days, then their marks, under the project's lock so that two
 * reports asking at once store them once.
 */
export async function summariseDays(
  db: Database,
  projectId: string,
  from: string,
  to: string,
  before: string = today(),
): Promise<void> {
  const range = { from, to, before };
  // Read without the lock first: once the days are stored, a report takes no lock at all.
  if ((await missingDays(db, projectId, range)).length === 0) return;
  await db.transaction(async (tx) => {
    await lockProjectDays(tx, projectId);
    const days = await missingDays(tx, projectId, range);
    if (days.length === 0) return;
    const live = recordDaysSql({ projectId, from: days[0], to: days[days.length - 1] }, days);
    await tx.execute(sql`
      insert into attendance_days (project_id, person_id, day, first_in, last_out, passages, work_seconds)
      select ${projectId}, person_id, day::date, first_in::timestamp, last_out::timestamp, passages, work_seconds
      from (${live}) live
      on conflict do nothing`);
    await tx
      .insert(attendanceDayMarks)
      .values(days.map((day) => ({ projectId, day })))
      .onConflictDoNothing();
  });
}

/** A record was written for `day` (YYYY-MM-DD): a stored summary of that day no longer holds. */
export async function invalidateDay(db: Database, projectId: string, day: string): Promise<void> {
  if (day >= today()) return;
  await db.transaction(async (tx) => {
    // Waits for a summary being stored, which may not have seen the new record.
    await lockProjectDays(tx, projectId);
    await tx
      .delete(attendanceDayMarks)
      .where(and(eq(attendanceDayMarks.projectId, projectId), eq(attendanceDayMarks.day, day)));
    await tx
      .delete(attendanceDays)
      .where(and(eq(attendanceDays.projectId, projectId), eq(attendanceDays.day, day)));
  });
}

/** The stored days of the query's range before `before` (today), with the columns of recordDaysSql. */
export function storedDaysSql(query: PersonDaysQuery, before: string): SQL {
  return sql`
    select person_id, to_char(day, 'YYYY-MM-DD') as day,
      to_char(first_in, 'YYYY-MM-DD HH24:MI:SS') as first_in,
      to_char(last_out, 'YYYY-MM-DD HH24:MI:SS') as last_out,
      passages, work_seconds
    from attendance_days
    where project_id = ${query.projectId}
      and day >= ${query.from}::date and day <= ${query.to}::date and day < ${before}::date
      ${peopleFilter(query.personIds)}`;
}
