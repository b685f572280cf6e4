import { ENTRY_EXIT_TYPE } from '@site/shared-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { PersonDaysQuery } from './person-days';

/** `and person_id in (…)` of a query's people: nothing when absent, no row for an empty list. */
export function peopleFilter(personIds: readonly string[] | undefined): SQL {
  if (!personIds) return sql``;
  if (personIds.length === 0) return sql`and false`;
  return sql`and person_id in (${sql.join(
    personIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * personDays computed from the records (columns person_id, day, first_in, last_out, passages, work_seconds):
 * one pass with a window over the period's records of the project (the index of project and time), or of
 * the people asked for. `onlyDays` (YYYY-MM-DD, ascending) keeps just those days of the period: whole days,
 * so each kept day answers as it would alone.
 */
export function recordDaysSql(query: PersonDaysQuery, onlyDays?: readonly string[]): SQL {
  const days = onlyDays ? sql`and record_time::date = any(${`{${onlyDays.join(',')}}`}::date[])` : sql``;
  return sql`
    select person_id, day,
      to_char(min(record_time) filter (where entry_exit_type = ${ENTRY_EXIT_TYPE.in}), 'YYYY-MM-DD HH24:MI:SS') as first_in,
      to_char(max(record_time) filter (where entry_exit_type = ${ENTRY_EXIT_TYPE.out}), 'YYYY-MM-DD HH24:MI:SS') as last_out,
      count(*)::int as passages,
      coalesce(sum(extract(epoch from next_time - record_time))
        filter (where entry_exit_type = ${ENTRY_EXIT_TYPE.in} and next_type = ${ENTRY_EXIT_TYPE.out}), 0)::int as work_seconds
    from (
      select person_id, entry_exit_type, record_time, to_char(record_time, 'YYYY-MM-DD') as day,
        lead(entry_exit_type) over same_day as next_type,
        lead(record_time) over same_day as next_time
      from person_records
      where project_id = ${query.projectId}
        and record_time >= ${`${query.from} 00:00:00`}::timestamp
        and record_time < (${query.to}::date + 1)::timestamp
        ${days}
        ${peopleFilter(query.personIds)}
      window same_day as (partition by person_id, record_time::date order by record_time, id)
    ) passages
    group by person_id, day`;
}
