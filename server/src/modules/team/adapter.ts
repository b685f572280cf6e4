import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, persons, siteAreas, teams } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

/** The on-job members of the row's team: the count every team list answers (TeamItem.personCount). */
const onJobMembers =
  sql<number>`(select count(*) from ${persons} where ${persons.teamId} = ${teams.id} and ${persons.onJobStatus} = 1)`.mapWith(
    Number,
  );

const columns = {
  teamName: teams.teamName,
  companyId: teams.companyId,
  areaId: teams.areaId,
  leaderName: teams.leaderName,
  leaderPhone: teams.leaderPhone,
  remark: teams.remark,
};

/**
 * Teams (siteTeam): the company's and the area's names, the on-job members. Two teams of one company
 * never share a name (the people of a team are imported and allotted by its name).
 */
export const teamAdapter: ResourceAdapter = {
  table: teams,
  id: teams.id,
  project: teams.projectId,
  columns,
  select: (db) =>
    db
      .select({
        teamId: teams.id,
        projectId: teams.projectId,
        ...columns,
        areaId: sql<string>`coalesce(${teams.areaId}, '')`,
        companyName: companies.companyName,
        areaName: sql<string>`coalesce(${siteAreas.areaName}, '')`,
        personCount: onJobMembers,
        createTime: teams.createdAt,
      })
      .from(teams)
      .innerJoin(companies, eq(companies.id, teams.companyId))
      .leftJoin(siteAreas, eq(siteAreas.id, teams.areaId))
      .$dynamic(),
  orderBy: [asc(teams.sort), asc(teams.teamName)],
  check: async ({ db, operator }, record, before) => {
    const sameName = await db
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          eq(teams.projectId, operator.projectId),
          eq(teams.companyId, String(record.companyId)),
          eq(teams.teamName, String(record.teamName)),
        ),
      );
    if (sameName.some((row) => row.id !== before?.teamId)) {
      throw new FieldProblem('teamName', '该企业已有同名班组');
    }
  },
};
