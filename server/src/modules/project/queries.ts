import type { ProjectDetail, ProjectItem } from '@site/shared-schema';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { projects, projectUsers, regions } from '../../db/schema';
import type { SessionUser } from '../../http/route';

const projectItem = {
  projectId: projects.id,
  projectName: projects.projectName,
  deadlineStatus: projects.deadlineStatus,
  deadlineStartDate: projects.deadlineStartDate,
  deadlineEndDate: projects.deadlineEndDate,
  projectStatusName: projects.projectStatusName,
  projectTypeName: projects.projectTypeName,
  managerName: projects.managerName,
  managerPhone: projects.managerPhone,
  startDate: projects.startDate,
  endDate: projects.endDate,
  planEndDate: projects.planEndDate,
  address: projects.address,
  regionId: projects.regionId,
  regionName: regions.fullName,
  builderLicenseCode: projects.builderLicenseCode,
  longitude: projects.longitude,
  latitude: projects.latitude,
  latLngPoints: projects.latLngPoints,
};

/** The enabled projects the user belongs to, in selector order, optionally filtered by name. */
export async function listProjectsOfUser(
  db: Database,
  user: SessionUser,
  keyword: string,
): Promise<ProjectItem[]> {
  const rows = await db
    .select(projectItem)
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.projectId))
    .leftJoin(regions, eq(regions.id, projects.regionId))
    .where(
      and(
        eq(projectUsers.userId, user.userId),
        eq(projects.orgId, user.orgId),
        eq(projects.enabled, true),
        keyword ? ilike(projects.projectName, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(projects.sort), asc(projects.createdAt), asc(projects.id));
  return rows.map((row) => ({ ...row, regionName: row.regionName ?? '' }));
}

/** One project as the project widgets show it and project-info edits it; access was checked by the route. */
export async function findProject(db: Database, projectId: string): Promise<ProjectDetail | undefined> {
  const [row] = await db
    .select(projectItem)
    .from(projects)
    .leftJoin(regions, eq(regions.id, projects.regionId))
    .where(eq(projects.id, projectId));
  return row && { ...row, regionName: row.regionName ?? '' };
}

/** Membership of an enabled project of the user's org: the condition of every project-scoped call. */
export async function isProjectMember(db: Database, user: SessionUser, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projects.id })
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.projectId))
    .where(
      and(
        eq(projectUsers.userId, user.userId),
        eq(projectUsers.projectId, projectId),
        eq(projects.orgId, user.orgId),
        eq(projects.enabled, true),
      ),
    );
  return row !== undefined;
}
