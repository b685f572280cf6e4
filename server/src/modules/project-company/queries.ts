import type { ProjectCompanyRow } from '@site/shared-schema';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { companies, dictionaries, persons, projectCompanies, teams } from '../../db/schema';

const PAGE_ALL = { limit: 10_000, offset: 0 };
type Window = typeof PAGE_ALL;

const counted = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
const ofCompanyInProject = (table: typeof teams | typeof persons) =>
  sql`${table.projectId} = ${projectCompanies.projectId} and ${table.companyId} = ${projectCompanies.companyId}`;

/**
 * The participating companies of a project, general contractor first, each with its teams and people in
 * the project; a name filter matches anywhere.
 */
export async function pageProjectCompanies(
  db: Database,
  projectId: string,
  window: Window = PAGE_ALL,
  companyName?: string,
): Promise<{ rows: ProjectCompanyRow[]; total: number }> {
  const where = and(
    eq(projectCompanies.projectId, projectId),
    companyName ? ilike(companies.companyName, containsPattern(companyName)) : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(projectCompanies)
    .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
    .where(where);
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      companyTypeId: projectCompanies.companyTypeId,
      companyTypeName: dictionaries.dictionaryName,
      creditCode: companies.creditCode,
      teamCount: counted(sql`select count(*) from ${teams} where ${ofCompanyInProject(teams)}`),
      personCount: counted(sql`select count(*) from ${persons} where ${ofCompanyInProject(persons)}`),
      onJobCount: counted(
        sql`select count(*) from ${persons} where ${ofCompanyInProject(persons)} and ${persons.onJobStatus} = 1`,
      ),
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
