import { formatDateTime } from '@site/shared-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, projectCompanies, siteAreas, teams, verifyDevices } from '../../db/schema';
import { COMPANY_TYPES, type ProjectPlan } from './roster';

/** The ids the people of a project are attached to. */
export interface SiteIds {
  teamIds: string[];
  /** The face devices of each area, by the area's index in the plan. */
  gatesOfArea: string[][];
}

/** Areas with their face devices, participating companies and teams of a project. */
export async function insertSite(db: Database, plan: ProjectPlan): Promise<SiteIds> {
  const { projectId } = plan;
  const areaIds = plan.areas.map((_, index) => `area-${projectId}-${index + 1}`);
  const devices = plan.areas.flatMap((area, areaIndex) =>
    area.devices.map((deviceName) => ({ areaIndex, deviceName })),
  );
  const deviceIds = devices.map((_, index) => `verify-device-${projectId}-${index + 1}`);
  const teamIds = plan.teams.map((_, index) => `team-${projectId}-${index + 1}`);

  await db
    .insert(siteAreas)
    .values(
      plan.areas.map(({ areaName }, index) => ({ id: areaIds[index], projectId, areaName, sort: index + 1 })),
    );
  await db.insert(verifyDevices).values(
    devices.map(({ areaIndex, deviceName }, index) => ({
      id: deviceIds[index],
      projectId,
      areaId: areaIds[areaIndex],
      deviceName,
      deviceSn: `FD${projectId.padStart(3, '0')}${String(index + 1).padStart(4, '0')}`,
      sort: index + 1,
      model: 'FR-8600',
      ip: `192.168.10.${101 + index}`,
      firmwareVersion: 'V2.3.0',
      // Each project's last device lost its cable (it stays offline), so a list shows both states.
      online: index < devices.length - 1,
      lastOnlineTime: formatDateTime(Date.now() - (index < devices.length - 1 ? 0 : 3 * 86_400_000)),
    })),
  );
  await db.insert(projectCompanies).values(
    plan.companies.map(([companyId, type], index) => ({
      projectId,
      companyId,
      companyTypeId: COMPANY_TYPES[type].id,
      sort: index + 1,
    })),
  );
  await db.insert(teams).values(
    plan.teams.map((team, index) => ({
      id: teamIds[index],
      projectId,
      companyId: team.companyId,
      areaId: areaIds[team.area],
      teamName: team.teamName,
      sort: index + 1,
    })),
  );
  const gatesOfArea = areaIds.map((_, areaIndex) =>
    deviceIds.filter((_, index) => devices[index].areaIndex === areaIndex),
  );
  return { teamIds, gatesOfArea };
}

/** Each team's leader is its first member on the job (by id), with his name and phone, as a site notes them. */
export async function appointTeamLeaders(db: Database, projectId: string): Promise<void> {
  const leader = db
    .selectDistinctOn([persons.teamId], {
      teamId: persons.teamId,
      personName: persons.personName,
      phone: persons.phone,
    })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
    .orderBy(persons.teamId, persons.id)
    .as('leader');
  await db
    .update(teams)
    .set({ leaderName: sql`${leader.personName}`, leaderPhone: sql`${leader.phone}` })
    .from(leader)
    .where(eq(teams.id, leader.teamId));
}
