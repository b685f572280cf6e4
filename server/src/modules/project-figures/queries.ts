import {
  DEVICE_KIND_NAMES,
  DEVICE_KINDS,
  type DeviceKind,
  type DeviceKindCount,
  type DeviceOnlineRate,
  formatDateTime,
  type ProjectDataCount,
} from '@site/shared-schema';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  aepDevices,
  craneDevices,
  elevatorDevices,
  lprDevices,
  monitorDevices,
  persons,
  projectCompanies,
  siteAreas,
  teams,
  verifyDevices,
  ycjzDevices,
  ycjzReadings,
} from '../../db/schema';

/** A dust monitor reports every 10 minutes; one silent for 30 counts as offline. */
export const YCJZ_SILENT_MS = 30 * 60_000;

const countIn = async (db: Database, table: PgTable & { projectId: PgColumn }, projectId: string) => {
  const [{ total }] = await db.select({ total: count() }).from(table).where(eq(table.projectId, projectId));
  return total;
};

/** Devices with a connection state kept by the device link (the simulator in the demo). */
const CONNECTED = {
  verify: verifyDevices,
  monitor: monitorDevices,
  crane: craneDevices,
  elevator: elevatorDevices,
  aep: aepDevices,
  lpr: lprDevices,
} as const;

async function connectedCount(db: Database, kind: keyof typeof CONNECTED, projectId: string) {
  const table = CONNECTED[kind];
  const [row] = await db
    .select({
      deviceCount: count(),
      onlineCount: sql<number>`count(*) filter (where ${table.online})`.mapWith(Number),
    })
    .from(table)
    .where(eq(table.projectId, projectId));
  return row;
}

/** Dust monitors keep no connection state: one that reported lately is online. */
async function ycjzCount(db: Database, projectId: string, now: Date) {
  const since = formatDateTime(now.getTime() - YCJZ_SILENT_MS);
  const [[devices], [reporting]] = await Promise.all([
    db.select({ total: count() }).from(ycjzDevices).where(eq(ycjzDevices.projectId, projectId)),
    db
      .select({ total: sql<number>`count(distinct ${ycjzReadings.deviceId})`.mapWith(Number) })
      .from(ycjzReadings)
      .innerJoin(ycjzDevices, eq(ycjzDevices.id, ycjzReadings.deviceId))
      .where(and(eq(ycjzDevices.projectId, projectId), gte(ycjzReadings.recordedAt, since))),
  ]);
  return { deviceCount: devices.total, onlineCount: reporting.total };
}

async function kindCount(db: Database, kind: DeviceKind, projectId: string, now: Date) {
  if (kind === 'ycjz') return ycjzCount(db, projectId, now);
  return connectedCount(db, kind, projectId);
}

/** Every device kind of the project, in DEVICE_KINDS order. */
export async function deviceKindCounts(
  db: Database,
  projectId: string,
  now: Date,
): Promise<DeviceKindCount[]> {
  return Promise.all(
    DEVICE_KINDS.map(async (deviceType) => ({
      deviceType,
      deviceTypeName: DEVICE_KIND_NAMES[deviceType],
      ...(await kindCount(db, deviceType, projectId, now)),
    })),
  );
}

/** The online share of the devices whose state is known. */
export function onlineRateOf(kinds: readonly DeviceKindCount[]): DeviceOnlineRate {
  const known = kinds.filter((kind) => kind.onlineCount !== null);
  const deviceCount = known.reduce((total, kind) => total + kind.deviceCount, 0);
  const onlineCount = known.reduce((total, kind) => total + (kind.onlineCount ?? 0), 0);
  const onlineRate = deviceCount === 0 ? 0 : Math.round((onlineCount / deviceCount) * 10_000) / 100;
  return { deviceCount, onlineCount, onlineRate };
}

/** What the project holds: companies, teams, areas, people on the job and devices. */
export async function projectDataCount(
  db: Database,
  projectId: string,
  now: Date,
): Promise<ProjectDataCount> {
  const [companyCount, teamCount, areaCount, people, kinds] = await Promise.all([
    countIn(db, projectCompanies, projectId),
    countIn(db, teams, projectId),
    countIn(db, siteAreas, projectId),
    db
      .select({ personType: persons.personType, total: count() })
      .from(persons)
      .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
      .groupBy(persons.personType),
    deviceKindCounts(db, projectId, now),
  ]);
  const onJob = (type: string) => people.find((row) => row.personType === type)?.total ?? 0;
  const onJobWorkerCount = onJob('WORKER');
  const onJobManagerCount = onJob('MANAGER');
  return {
    companyCount,
    teamCount,
    areaCount,
    onJobCount: onJobWorkerCount + onJobManagerCount,
    onJobWorkerCount,
    onJobManagerCount,
    deviceCount: kinds.reduce((total, kind) => total + kind.deviceCount, 0),
  };
}
