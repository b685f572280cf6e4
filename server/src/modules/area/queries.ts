import type { AreaDevice, AreaObjects } from '@site/shared-schema';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, siteAreas, teams, verifyDevices } from '../../db/schema';
import { notFound } from '../../resource/rows';

/** The areas of a project in list order: the choices every member reads. */
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

/** An area of the project, or 404 记录不存在. */
export async function areaOfProject(db: Database, projectId: string, areaId: string) {
  const [area] = await db
    .select({ areaId: siteAreas.id, areaName: siteAreas.areaName })
    .from(siteAreas)
    .where(and(eq(siteAreas.projectId, projectId), eq(siteAreas.id, areaId)));
  if (!area) throw notFound();
  return area;
}

/** What belongs to an area (its teams and devices by id, the companies of its teams) and what could. */
export async function areaObjects(db: Database, projectId: string, areaId: string): Promise<AreaObjects> {
  const area = await areaOfProject(db, projectId, areaId);
  const areaName = sql<string>`coalesce(${siteAreas.areaName}, '')`;
  const [teamRows, deviceRows] = await Promise.all([
    db
      .select({
        teamId: teams.id,
        teamName: teams.teamName,
        areaId: teams.areaId,
        areaName,
        companyId: companies.id,
        companyName: companies.companyName,
      })
      .from(teams)
      .innerJoin(companies, eq(companies.id, teams.companyId))
      .leftJoin(siteAreas, eq(siteAreas.id, teams.areaId))
      .where(eq(teams.projectId, projectId))
      .orderBy(asc(teams.sort), asc(teams.teamName)),
    db
      .select({
        deviceId: verifyDevices.id,
        deviceName: verifyDevices.deviceName,
        areaId: verifyDevices.areaId,
        areaName,
      })
      .from(verifyDevices)
      .leftJoin(siteAreas, eq(siteAreas.id, verifyDevices.areaId))
      .where(eq(verifyDevices.projectId, projectId))
      .orderBy(asc(verifyDevices.sort), asc(verifyDevices.deviceName)),
  ]);
  const ownTeams = teamRows.filter((row) => row.areaId === areaId);
  const companyList = [
    ...new Map(
      ownTeams.map(({ companyId, companyName }) => [companyId, { companyId, companyName }]),
    ).values(),
  ];
  return {
    ...area,
    teamIdList: ownTeams.map((row) => row.teamId),
    deviceIdList: deviceRows.filter((row) => row.areaId === areaId).map((row) => row.deviceId),
    companyList,
    teamOptions: teamRows.map(({ teamId, teamName, companyName, areaName }) => ({
      teamId,
      teamName,
      companyName,
      areaName,
    })),
    deviceOptions: deviceRows.map(({ deviceId, deviceName, areaName }) => ({
      deviceId,
      deviceName,
      areaName,
    })),
  };
}

/** Refuses with 404 any id that is not of the project's (the other project's row stays as it was). */
async function ownIds(
  db: Database,
  table: typeof teams | typeof verifyDevices,
  projectId: string,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.projectId, projectId), inArray(table.id, unique)));
  if (rows.length !== unique.length) throw notFound();
}

/**
 * Makes these teams and devices the area's and takes its others out (they stand in no area until
 * another takes them); a team or device of another area moves here. A list not given leaves that kind as it is.
 */
export async function saveAreaObjects(
  db: Database,
  projectId: string,
  areaId: string,
  objects: { teamIdList?: readonly string[]; deviceIdList?: readonly string[] },
): Promise<void> {
  const kinds = [
    { table: teams, ids: objects.teamIdList },
    { table: verifyDevices, ids: objects.deviceIdList },
  ] as const;
  for (const { table, ids } of kinds) if (ids) await ownIds(db, table, projectId, ids);
  for (const { table, ids } of kinds) {
    if (!ids) continue;
    const chosen = [...new Set(ids)];
    await db
      .update(table)
      .set({ areaId: null })
      .where(and(eq(table.areaId, areaId), notInArray(table.id, chosen)));
    if (chosen.length > 0) await db.update(table).set({ areaId }).where(inArray(table.id, chosen));
  }
}

/** What the operation log keeps of an area's objects: the names, as a person reads them. */
export async function objectNames(db: Database, areaId: string): Promise<Record<string, string>> {
  const [teamRows, deviceRows] = await Promise.all([
    db
      .select({ name: teams.teamName })
      .from(teams)
      .where(eq(teams.areaId, areaId))
      .orderBy(asc(teams.sort), asc(teams.teamName)),
    db
      .select({ name: verifyDevices.deviceName })
      .from(verifyDevices)
      .where(eq(verifyDevices.areaId, areaId))
      .orderBy(asc(verifyDevices.sort), asc(verifyDevices.deviceName)),
  ]);
  const joined = (rows: { name: string }[]) => rows.map((row) => row.name).join('、');
  return { teams: joined(teamRows), devices: joined(deviceRows) };
}

/** The face devices standing in an area, with their online state. */
export async function devicesOfArea(db: Database, projectId: string, areaId: string): Promise<AreaDevice[]> {
  await areaOfProject(db, projectId, areaId);
  const rows = await db
    .select({
      deviceId: verifyDevices.id,
      deviceName: verifyDevices.deviceName,
      deviceSn: verifyDevices.deviceSn,
      direction: verifyDevices.direction,
      online: verifyDevices.online,
      lastOnlineTime: verifyDevices.lastOnlineTime,
    })
    .from(verifyDevices)
    .where(eq(verifyDevices.areaId, areaId))
    .orderBy(asc(verifyDevices.sort), asc(verifyDevices.deviceName));
  return rows.map(({ online, lastOnlineTime, ...device }) => ({
    ...device,
    deviceStatus: online ? 1 : 0,
    lastOnlineTime: lastOnlineTime ?? '',
  }));
}
