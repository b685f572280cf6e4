import type {
  PageResult,
  PersonRanking,
  PersonStatisticsQuery,
  PersonStatisticsRow,
} from '@site/shared-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hoursOf } from './day-status';
import { personDaysSource } from './person-days';
import { peopleOf, searchWhere } from './report-people';
import { selectRows } from './select-rows';

/**
 * The people seen in a period, ranked by their days (then hours) or hours (then days), ties by name:
 * personDays of the whole project summed per person in SQL, then only the page's people are joined.
 */
export async function rankPeople(
  db: Database,
  query: PersonStatisticsQuery,
  window: { limit: number; offset: number },
): Promise<PageResult<PersonStatisticsRow>> {
  const days = await personDaysSource(db, {
    projectId: query.projectId,
    from: query.startDate,
    to: query.endDate,
  });
  const ranked = rankedSql(query, query.rankBy ?? 'DAYS', days);
  const [counted, rows] = await Promise.all([
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from (${ranked}) ranked`),
    selectRows<{ person_id: string; days: number; minutes: number | string }>(
      db,
      sql`${ranked} limit ${window.limit} offset ${window.offset}`,
    ),
  ]);
  const people = await peopleOf(
    db,
    rows.map((row) => row.person_id),
  );
  const figures = new Map(rows.map((row) => [row.person_id, row]));
  return {
    total: Number(counted[0]?.total ?? 0),
    records: people.map((person, index) => {
      const row = figures.get(person.personId);
      const attendedDays = Number(row?.days ?? 0);
      const minutes = Number(row?.minutes ?? 0);
      return {
        ...person,
        rank: window.offset + index + 1,
        attendedDays,
        workHours: hoursOf(minutes),
        averageHours: attendedDays === 0 ? 0 : hoursOf(minutes / attendedDays),
      };
    }),
  };
}

/** `days`: the period's personDays of the whole project. */
function rankedSql(query: PersonStatisticsQuery, rankBy: PersonRanking, days: SQL): SQL {
  const order = rankBy === 'HOURS' ? sql`minutes desc, days desc` : sql`days desc, minutes desc`;
  return sql`
    select d.person_id, count(*)::int as days, sum(d.work_seconds / 60)::int as minutes
    from (${days}) d
    join persons on persons.id = d.person_id
    where ${searchWhere(query)}
    group by d.person_id, persons.person_name
    order by ${order}, persons.person_name, d.person_id`;
}
