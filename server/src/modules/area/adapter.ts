import { asc, sql } from 'drizzle-orm';
import { persons, siteAreas, teams, verifyDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

const counted = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

const columns = { areaName: siteAreas.areaName, sort: siteAreas.sort };

/** Site areas with what is in each: its teams, their on-job people, its face devices. */
export const areaAdapter: ResourceAdapter = {
  table: siteAreas,
  id: siteAreas.id,
  project: siteAreas.projectId,
  columns,
  select: (db) =>
    db
      .select({
        areaId: siteAreas.id,
        projectId: siteAreas.projectId,
        ...columns,
        teamCount: counted(sql`select count(*) from ${teams} where ${teams.areaId} = ${siteAreas.id}`),
        personCount: counted(
          sql`select count(*) from ${persons} join ${teams} on ${teams.id} = ${persons.teamId} where ${teams.areaId} = ${siteAreas.id} and ${persons.onJobStatus} = 1`,
        ),
        deviceCount: counted(
          sql`select count(*) from ${verifyDevices} where ${verifyDevices.areaId} = ${siteAreas.id}`,
        ),
      })
      .from(siteAreas)
      .$dynamic(),
  orderBy: [asc(siteAreas.sort), asc(siteAreas.areaName)],
};
