import type { CompanyAttendanceAnswer } from '@site/shared-schema';
import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onJobByCompany } from '../person/queries';
import { pageProjectCompanies } from '../project-company/queries';
import { attendanceRate } from '../statistics/attendance';
import { selectRows } from './select-rows';

export type CompanyPeriod = 'DAY' | 'WEEK';

const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};
const addDays = (day: string, days: number) => {
  const date = dateOf(day);
  date.setDate(date.getDate() + days);
  return formatDateTime(date, DATE_FORMAT);
};

/** The Monday of a day's week (weeks run Monday to Sunday, as PostgreSQL's date_trunc('week')). */
export const mondayOf = (day: string): string => addDays(day, -((dateOf(day).getDay() + 6) % 7));

/** The days (or the Mondays of the weeks) from start to end, both included. */
export function periodsOf(kind: CompanyPeriod, startDate: string, endDate: string): string[] {
  const step = kind === 'WEEK' ? 7 : 1;
  const first = kind === 'WEEK' ? mondayOf(startDate) : startDate;
  const periods: string[] = [];
  for (let day = first; day <= endDate; day = addDays(day, step)) periods.push(day);
  return periods;
}

/**
 * Company attendance by day or week: per participating company, its workers and managers on the job now,
 * and in each period the distinct ones seen (any record), as the dashboard counts a day's attendance; a
 * week counts a person once however many days he came.
 */
export async function companyAttendance(
  db: Database,
  query: { projectId: string; startDate: string; endDate: string },
  kind: CompanyPeriod,
): Promise<CompanyAttendanceAnswer> {
  const periods = periodsOf(kind, query.startDate, query.endDate);
  const from = periods[0] ?? query.startDate;
  const to = kind === 'WEEK' ? addDays(periods.at(-1) ?? from, 6) : query.endDate;
  const period =
    kind === 'WEEK'
      ? sql`to_char(date_trunc('week', r.record_time), 'YYYY-MM-DD')`
      : sql`to_char(r.record_time, 'YYYY-MM-DD')`;
  const [rows, { rows: companies }, onJob] = await Promise.all([
    selectRows<{ company_id: string; period: string; people: number }>(
      db,
      sql`
      select p.company_id, ${period} as period, count(distinct r.person_id)::int as people
      from person_records r
      join persons p on p.id = r.person_id
      where r.project_id = ${query.projectId}
        and r.record_time >= ${`${from} 00:00:00`}::timestamp
        and r.record_time < (${to}::date + 1)::timestamp
        and p.person_type <> 'OTHER'
      group by 1, 2`,
    ),
    pageProjectCompanies(db, query.projectId),
    onJobByCompany(db, query.projectId),
  ]);
  const seen = new Map(rows.map((row) => [`${row.company_id} ${row.period}`, Number(row.people)]));
  return {
    periods,
    companies: companies.map(({ companyId, companyName }) => {
      const onJobCount = onJob.get(companyId) ?? 0;
      const attended = periods.map((day) => seen.get(`${companyId} ${day}`) ?? 0);
      return {
        companyId,
        companyName,
        onJobCount,
        attended,
        rates: attended.map((count) => attendanceRate(count, onJobCount)),
      };
    }),
  };
}
