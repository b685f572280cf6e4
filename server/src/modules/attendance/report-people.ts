import type { AttendancePeopleFilter, AttendancePerson } from '@site/shared-schema';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { companies, dictionaries, persons, teams } from '../../db/schema';

/** Days YYYY-MM-DD, both included. */
export interface Period {
  from: string;
  to: string;
}

/** Whom a report lists: people on the job, or seen in the period (a person who left may still come). */
export type Listed = 'onJobOrSeen' | 'onJobNotSeen';

const seenIn = ({ from, to }: Period) => sql`exists (
  select 1 from person_records seen
  where seen.person_id = ${persons.id}
    and seen.record_time >= ${`${from} 00:00:00`}::timestamp
    and seen.record_time < (${to}::date + 1)::timestamp)`;

/**
 * The search form and who is listed: workers and managers unless a type is asked (the dashboard's
 * people), within the caller's project, so another project's company or team finds nobody.
 */
export function searchWhere(filter: AttendancePeopleFilter): SQL {
  const name = filter.personName?.trim();
  return and(
    eq(persons.projectId, filter.projectId),
    filter.personType ? eq(persons.personType, filter.personType) : ne(persons.personType, 'OTHER'),
    name ? ilike(persons.personName, containsPattern(name)) : undefined,
    filter.companyId ? eq(persons.companyId, filter.companyId) : undefined,
    filter.teamId ? eq(persons.teamId, filter.teamId) : undefined,
  ) as SQL;
}

export function peopleWhere(filter: AttendancePeopleFilter, period: Period, listed: Listed): SQL {
  const onJob = eq(persons.onJobStatus, 1);
  return and(
    searchWhere(filter),
    listed === 'onJobOrSeen' ? sql`(${onJob} or ${seenIn(period)})` : and(onJob, sql`not ${seenIn(period)}`),
  ) as SQL;
}

/**
 * One page of the people, ids first: the page is picked from the persons table alone (by name), and only
 * its people are joined and, by the caller, read in the records. A report of 10,000 people reads 20.
 */
export async function pagePeople(
  db: Database,
  where: SQL,
  window: { limit: number; offset: number },
): Promise<{ people: AttendancePerson[]; total: number }> {
  const [[{ total }], ids] = await Promise.all([
    db.select({ total: count() }).from(persons).where(where),
    pageIds(db, where, window),
  ]);
  return { people: await peopleOf(db, ids), total };
}

const pageIds = async (db: Database, where: SQL, window: { limit: number; offset: number }) =>
  (
    await db
      .select({ id: persons.id })
      .from(persons)
      .where(where)
      .orderBy(asc(persons.personName), asc(persons.id))
      .limit(window.limit)
      .offset(window.offset)
  ).map((row) => row.id);

/** The people of these ids, in this order. */
export async function peopleOf(db: Database, ids: readonly string[]): Promise<AttendancePerson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      personId: persons.id,
      personName: persons.personName,
      personType: persons.personType,
      companyId: persons.companyId,
      companyName: companies.companyName,
      teamName: sql<string>`coalesce(${teams.teamName}, '')`,
      workerTypeName: sql<string>`coalesce(${dictionaries.dictionaryName}, '')`,
    })
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .where(inArray(persons.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.personId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many people a view lists (an export's expected rows). */
export async function countPeople(
  db: Database,
  filter: AttendancePeopleFilter,
  view: { period: Period; listed: Listed },
): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(persons)
    .where(peopleWhere(filter, view.period, view.listed));
  return total;
}

/** Pages of EXPORT_CHUNK people at a time, for an export of every listed person. */
export const EXPORT_CHUNK = 500;

export async function* allPeople(db: Database, where: SQL): AsyncGenerator<AttendancePerson[]> {
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const people = await peopleOf(db, await pageIds(db, where, { limit: EXPORT_CHUNK, offset }));
    if (people.length > 0) yield people;
    if (people.length < EXPORT_CHUNK) return;
  }
}
