import type { MonthReportGroup, MonthReportRow } from '@site/shared-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageProjectCompanies } from '../project-company/queries';
import { attendanceRate } from '../statistics/attendance';
import { pageTeams } from '../team/queries';
import { hoursOf } from './day-status';
import { monthDays, personDaysSource } from './person-days';
import { selectRows } from './select-rows';

/** The days of a month that have begun by `today` (YYYY-MM-DD): all of a past month, none of a future one. */
export function daysBegun(month: string, today: string): number {
  const { to } = monthDays(month);
  if (today > to) return Number(to.slice(8));
  if (today.slice(0, 7) !== month) return 0;
  return Number(today.slice(8));
}

interface GroupFigures {
  headcount: number;
  attendedPeople: number;
  personDays: number;
  /** Each day's whole minutes, summed, as personDays counts them. */
  workMinutes: number;
}

/**
 * The monthly report: per company (or team) of the project, its workers and managers on the job, how many
 * of its people came in the month, their days and hours (personDays summed in SQL), and the rate of days
 * came out of the days its people could have come so far.
 */
export async function monthReport(
  db: Database,
  query: { projectId: string; month: string; groupBy: MonthReportGroup },
  today: string,
): Promise<MonthReportRow[]> {
  const { projectId, month, groupBy } = query;
  const group = groupBy === 'TEAM' ? sql`coalesce(p.team_id, '')` : sql`p.company_id`;
  const days = await personDaysSource(db, { projectId, ...monthDays(month) });
  const [attended, onJob] = await Promise.all([
    selectRows<{ group_id: string; people: number; person_days: number; work_minutes: string | number }>(
      db,
      sql`
      select ${group} as group_id, count(*)::int as people, sum(d.days)::int as person_days,
        coalesce(sum(d.minutes), 0) as work_minutes
      from (
        select person_id, count(*) as days, sum(work_seconds / 60) as minutes
        from (${days}) person_day
        group by person_id
      ) d
      join persons p on p.id = d.person_id
      where p.person_type <> 'OTHER'
      group by 1`,
    ),
    selectRows<{ group_id: string; headcount: number }>(
      db,
      sql`
      select ${group} as group_id, count(*)::int as headcount
      from persons p
      where p.project_id = ${projectId} and p.on_job_status = 1 and p.person_type <> 'OTHER'
      group by 1`,
    ),
  ]);
  const figures = new Map<string, GroupFigures>();
  const of = (id: string) => {
    const known = figures.get(id) ?? { headcount: 0, attendedPeople: 0, personDays: 0, workMinutes: 0 };
    figures.set(id, known);
    return known;
  };
  for (const row of onJob) of(row.group_id).headcount = Number(row.headcount);
  for (const row of attended) {
    Object.assign(of(row.group_id), {
      attendedPeople: Number(row.people),
      personDays: Number(row.person_days),
      workMinutes: Number(row.work_minutes),
    });
  }
  const groups = await groupsOf(db, projectId, groupBy);
  // People without a team (team report) come last, when there are any.
  if (groupBy === 'TEAM' && figures.has('')) groups.push({ groupId: '', groupName: '', companyName: '' });
  const begun = daysBegun(month, today);
  return groups.map((row) => {
    const { headcount, attendedPeople, personDays, workMinutes } = of(row.groupId);
    return {
      ...row,
      headcount,
      attendedPeople,
      personDays,
      workHours: hoursOf(workMinutes),
      attendanceRate: attendanceRate(personDays, headcount * begun),
    };
  });
}

async function groupsOf(db: Database, projectId: string, groupBy: MonthReportGroup) {
  if (groupBy === 'TEAM') {
    const { rows } = await pageTeams(db, { projectId });
    return rows.map((team) => ({
      groupId: team.teamId,
      groupName: team.teamName,
      companyName: team.companyName,
    }));
  }
  const { rows } = await pageProjectCompanies(db, projectId);
  return rows.map((company) => ({
    groupId: company.companyId,
    groupName: company.companyName,
    companyName: company.companyName,
  }));
}
