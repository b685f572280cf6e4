import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { today } from '../person-record/day';
import { storedDaysSql, summariseDays } from './day-summaries';
import { recordDaysSql } from './record-days';
import { selectRows } from './select-rows';

/** A person's attendance on one day, from that day's records. */
export interface PersonDay {
  personId: string;
  /** YYYY-MM-DD */
  day: string;
  /** YYYY-MM-DD HH:mm:ss of the first entry; null when the day has only exits. */
  firstIn: string | null;
  /** Of the last exit; null while the person is still inside (or the exit was not seen). */
  lastOut: string | null;
  passages: number;
  /** Minutes between each entry and the exit that follows it the same day. */
  workMinutes: number;
}

export interface PersonDaysQuery {
  projectId: string;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
  /** Only these people (a page of a report); all of the project's when absent. */
  personIds?: readonly string[];
}

/**
 * What every report, the pay calculation and the charts count as attendance: a person attended a day when
 * a device saw him that day (any record, as the dashboard counts who came); his working time is the sum
 * of each entry to the exit that follows it, so an entry never closed by an exit that day adds nothing.
 */
export async function personDays(db: Database, query: PersonDaysQuery): Promise<PersonDay[]> {
  if (query.personIds?.length === 0) return [];
  const rows = await selectRows<{
    person_id: string;
    day: string;
    first_in: string | null;
    last_out: string | null;
    passages: number | string;
    work_seconds: number | string;
  }>(db, sql`${await personDaysSource(db, query)} order by person_id, day`);
  return rows.map((row) => ({
    personId: row.person_id,
    day: row.day,
    firstIn: row.first_in,
    lastOut: row.last_out,
    passages: Number(row.passages),
    workMinutes: Math.floor(Number(row.work_seconds) / 60),
  }));
}

/**
 * The select behind personDays (columns person_id, day, first_in, last_out, passages, work_seconds), for
 * reports that sum it in SQL (a month of a whole project) instead of reading every day of every person:
 * the days before today from their stored summaries (stored first when missing, day-summaries.ts), today
 * and later from the records. An empty personIds list selects nothing.
 */
export async function personDaysSource(db: Database, query: PersonDaysQuery): Promise<SQL> {
  const before = today();
  if (query.from >= before) return recordDaysSql(query);
  if (query.personIds?.length !== 0) {
    await summariseDays(db, query.projectId, query.from, query.to, before);
  }
  const stored = storedDaysSql(query, before);
  return query.to < before ? stored : sql`${stored} union all ${recordDaysSql({ ...query, from: before })}`;
}

/** The first and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
