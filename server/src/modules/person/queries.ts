import type { PersonType, ProjectCompanyItem, TeamItem } from '@site/shared-schema';
import { and, asc, count, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, dictionaries, persons, projectCompanies, siteAreas, teams } from '../../db/schema';

const PAGE_ALL = { limit: 10_000, offset: 0 };
type Window = typeof PAGE_ALL;

const onJob = eq(persons.onJobStatus, 1);
const onJobCount = sql<number>`count(${persons.id}) filter (where ${onJob})`.mapWith(Number);

/** The participating companies of a project, general contractor first. */
export async function pageProjectCompanies(
  db: Database,
  projectId: string,
  window: Window = PAGE_ALL,
): Promise<{ rows: ProjectCompanyItem[]; total: number }> {
  const where = eq(projectCompanies.projectId, projectId);
  const [{ total }] = await db.select({ total: count() }).from(projectCompanies).where(where);
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      companyTypeId: projectCompanies.companyTypeId,
      companyTypeName: dictionaries.dictionaryName,
      creditCode: companies.creditCode,
    })
    .from(projectCompanies)
    .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
    .innerJoin(dictionaries, eq(dictionaries.id, projectCompanies.companyTypeId))
    .where(where)
    .orderBy(asc(projectCompanies.sort), asc(companies.companyName))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

/** The teams of a project (of one company when given), each with its on-job members. */
export async function pageTeams(
  db: Database,
  filter: { projectId: string; companyId?: string },
  window: Window = PAGE_ALL,
): Promise<{ rows: TeamItem[]; total: number }> {
  const where = and(
    eq(teams.projectId, filter.projectId),
    filter.companyId ? eq(teams.companyId, filter.companyId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(teams).where(where);
  const rows = await db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      companyId: teams.companyId,
      companyName: companies.companyName,
      areaId: sql<string>`coalesce(${teams.areaId}, '')`,
      areaName: sql<string>`coalesce(${siteAreas.areaName}, '')`,
      personCount: onJobCount,
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(siteAreas, eq(siteAreas.id, teams.areaId))
    .leftJoin(persons, eq(persons.teamId, teams.id))
    .where(where)
    .groupBy(teams.id, companies.id, siteAreas.id)
    .orderBy(asc(teams.sort), asc(teams.teamName))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

/** The teams of a project as choices (id, name, company): no member counts, so a write or an import row stays cheap. */
export async function teamChoices(
  db: Database,
  projectId: string,
): Promise<{ teamId: string; teamName: string; companyId: string }[]> {
  return db
    .select({ teamId: teams.id, teamName: teams.teamName, companyId: teams.companyId })
    .from(teams)
    .where(eq(teams.projectId, projectId));
}

/** People of a project by the area their team works in and by type: the bases of attendance rates. */
export interface Headcount {
  /** The team's area; null for people without a team or a team without an area. */
  areaId: string | null;
  personType: PersonType;
  registered: number;
  onJob: number;
}

export async function headcounts(db: Database, projectId: string): Promise<Headcount[]> {
  return db
    .select({
      areaId: teams.areaId,
      personType: persons.personType,
      registered: count(persons.id),
      onJob: onJobCount,
    })
    .from(persons)
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .where(eq(persons.projectId, projectId))
    .groupBy(teams.areaId, persons.personType);
}

export async function listAreas(
  db: Database,
  projectId: string,
): Promise<{ areaId: string; areaName: string }[]> {
  return db
    .select({ areaId: siteAreas.id, areaName: siteAreas.areaName })
    .from(siteAreas)
    .where(eq(siteAreas.projectId, projectId))
    .orderBy(asc(siteAreas.sort), asc(siteAreas.areaName));
}

/**
 * The work types held by workers on the job in a project, then the managers' posts, in dictionary order;
 * other staff's posts are left out, as they are in no count of the statistics.
 */
export async function workTypesOfProject(
  db: Database,
  projectId: string,
): Promise<{ workerTypeId: string; workTypeName: string }[]> {
  return db
    .selectDistinct({
      workerTypeId: dictionaries.id,
      workTypeName: dictionaries.dictionaryName,
      typeCode: dictionaries.typeCode,
      sort: dictionaries.sort,
    })
    .from(persons)
    .innerJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .where(and(eq(persons.projectId, projectId), onJob, ne(persons.personType, 'OTHER')))
    .orderBy(desc(dictionaries.typeCode), asc(dictionaries.sort), asc(dictionaries.dictionaryName));
}

/** On-job workers and managers per participating company: other staff are in no count of the statistics. */
export async function onJobByCompany(db: Database, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ companyId: persons.companyId, onJob: countDistinct(persons.id) })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), onJob, ne(persons.personType, 'OTHER')))
    .groupBy(persons.companyId);
  return new Map(rows.map((row) => [row.companyId, row.onJob]));
}
