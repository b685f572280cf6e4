import type { PersonType } from '@site/shared-schema';
import { and, count, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, teams } from '../../db/schema';

const onJob = eq(persons.onJobStatus, 1);
const onJobCount = sql<number>`count(${persons.id}) filter (where ${onJob})`.mapWith(Number);

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

/** On-job workers and managers per participating company: other staff are in no count of the statistics. */
export async function onJobByCompany(db: Database, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ companyId: persons.companyId, onJob: countDistinct(persons.id) })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), onJob, ne(persons.personType, 'OTHER')))
    .groupBy(persons.companyId);
  return new Map(rows.map((row) => [row.companyId, row.onJob]));
}
