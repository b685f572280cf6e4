import type { TeamItem, TeamPersonCount } from '@site/shared-schema';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, teams } from '../../db/schema';
import { countRows, readRows } from '../../resource/rows';
import { teamAdapter } from './adapter';

const PAGE_ALL = { limit: 10_000, offset: 0 };
type Window = typeof PAGE_ALL;

/** The teams of a project (of one company when given), each with its on-job members, in list order. */
export async function pageTeams(
  db: Database,
  filter: { projectId: string; companyId?: string },
  window: Window = PAGE_ALL,
): Promise<{ rows: TeamItem[]; total: number }> {
  const where = and(
    eq(teams.projectId, filter.projectId),
    filter.companyId ? eq(teams.companyId, filter.companyId) : undefined,
  ) as SQL;
  const [total, rows] = await Promise.all([
    countRows(db, teamAdapter, where),
    readRows(db, teamAdapter, where, window),
  ]);
  return { rows: rows as unknown as TeamItem[], total };
}

/**
 * The teams of a project as choices (id, name, company), in list order: no member counts, so a write, an
 * import row or a wall's team chart stays cheap.
 */
export async function teamChoices(
  db: Database,
  projectId: string,
): Promise<{ teamId: string; teamName: string; companyId: string }[]> {
  return db
    .select({ teamId: teams.id, teamName: teams.teamName, companyId: teams.companyId })
    .from(teams)
    .where(eq(teams.projectId, projectId))
    .orderBy(asc(teams.sort), asc(teams.teamName), asc(teams.id));
}

const countWhere = (condition: SQL) =>
  sql<number>`count(${persons.id}) filter (where ${condition})`.mapWith(Number);

/** The people of each team of a project (of one company when given), on the job or not, in list order. */
export async function teamPersonCounts(
  db: Database,
  filter: { projectId: string; companyId?: string },
): Promise<TeamPersonCount[]> {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      companyId: teams.companyId,
      personCount: count(persons.id),
      onJobCount: countWhere(eq(persons.onJobStatus, 1)),
      workerCount: countWhere(eq(persons.personType, 'WORKER')),
      managerCount: countWhere(eq(persons.personType, 'MANAGER')),
    })
    .from(teams)
    .leftJoin(persons, eq(persons.teamId, teams.id))
    .where(
      and(
        eq(teams.projectId, filter.projectId),
        filter.companyId ? eq(teams.companyId, filter.companyId) : undefined,
      ),
    )
    .groupBy(teams.id)
    .orderBy(asc(teams.sort), asc(teams.teamName), asc(teams.id));
}

/** The first of these teams that still has people (anyone registered in it), with how many. */
export async function firstPeopledTeam(
  db: Database,
  teamIds: readonly string[],
): Promise<{ teamName: string; people: number } | undefined> {
  const [row] = await db
    .select({ teamName: teams.teamName, people: count(persons.id) })
    .from(teams)
    .innerJoin(persons, eq(persons.teamId, teams.id))
    .where(inArray(teams.id, [...teamIds]))
    .groupBy(teams.id)
    .orderBy(asc(teams.sort), asc(teams.teamName))
    .limit(1);
  return row;
}
