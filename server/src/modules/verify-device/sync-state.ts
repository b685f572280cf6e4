import type { FaceDevicePersonRow, FaceSyncStatus } from '@site/shared-schema';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { containsPattern } from '../../db/like';
import { hoistDrivers, persons, teams, verifyDevicePersons, verifyDevices } from '../../db/schema';

type Value = AnyPgColumn | string | null;

/** A face device as the people rules read it: columns of the outer query's row, or a read row's values. */
export interface MeantDevice {
  projectId: AnyPgColumn | string;
  areaId: Value;
  /** Null for a gate; CRANE or ELEVATOR for a cab's device. */
  bindingType: Value;
  craneId: Value;
  elevatorId: Value;
}

/** A gate's people: those whose team works in the device's area, of a team without one, or all. */
const gatePeople = (areaId: Value) =>
  areaId === null
    ? sql`true`
    : (or(
        typeof areaId === 'string' ? undefined : isNull(areaId),
        isNull(teams.areaId),
        eq(teams.areaId, areaId),
      ) as SQL);

/** A cab device's people: the drivers of the crane or lift it is bound to (nobody while unbound). */
const cabPeople = (device: MeantDevice) =>
  sql`${persons.id} in (select ${hoistDrivers.personId} from ${hoistDrivers}
    where ${hoistDrivers.craneId} = ${device.craneId} or ${hoistDrivers.elevatorId} = ${device.elevatorId})`;

/**
 * Which people a face device should hold: the project's people on the job who pass it. At a gate, those
 * whose team works in the device's area; people of a team without an area go to every gate, and a gate
 * without an area takes everyone. In a crane's or lift's cab, the drivers of that crane or lift. The state
 * of each is his row of verify_device_persons, PENDING without one: a person added to the roster is
 * pending at once, and a change of what a device holds (name, photo, team, job status) deletes his rows
 * (resetFaceSync), so he is pending again wherever he is meant to be.
 */
export const meantFor = (device: MeantDevice) => {
  const { bindingType } = device;
  const passes =
    bindingType === null
      ? gatePeople(device.areaId)
      : typeof bindingType === 'string'
        ? cabPeople(device)
        : sql`(case when ${bindingType} is null then ${gatePeople(device.areaId)} else ${cabPeople(device)} end)`;
  return and(eq(persons.projectId, device.projectId), eq(persons.onJobStatus, 1), passes) as SQL;
};

/** The people rules of the outer query's verify_devices row. */
export const DEVICE_ROW: MeantDevice = {
  projectId: verifyDevices.projectId,
  areaId: verifyDevices.areaId,
  bindingType: verifyDevices.bindingType,
  craneId: verifyDevices.craneId,
  elevatorId: verifyDevices.elevatorId,
};

/** A person's state on the device, PENDING without a row. */
const syncStatus = sql<FaceSyncStatus>`coalesce(${verifyDevicePersons.syncStatus}, 'PENDING')`;

/** How many of the device's people (of the outer query's verify_devices row) are in a state. */
export const syncCount = (status: FaceSyncStatus) =>
  sql<number>`(select count(*)::int from ${persons}
    left join ${teams} on ${teams.id} = ${persons.teamId}
    left join ${verifyDevicePersons} on ${verifyDevicePersons.personId} = ${persons.id}
      and ${verifyDevicePersons.deviceId} = ${verifyDevices.id}
    where ${meantFor(DEVICE_ROW)}
      and ${syncStatus} = ${status})`.mapWith(Number);

/** The roster changed what devices hold of these people: they become pending on every device meant for them. */
export async function resetFaceSync(db: Database, personIds: readonly string[]): Promise<void> {
  if (personIds.length === 0) return;
  await db.delete(verifyDevicePersons).where(inArray(verifyDevicePersons.personId, [...personIds]));
}

export interface DeviceScope extends MeantDevice {
  deviceId: string;
  projectId: string;
}

/** The people meant for a device with their state, joined for the person list and the commands. */
function deviceRoster(db: Database, device: DeviceScope, filter: SQL | undefined) {
  return db
    .select({
      personId: persons.id,
      personName: persons.personName,
      teamName: sql<string>`coalesce(${teams.teamName}, '')`,
      headPhotoPath: persons.headPhotoPath,
      syncStatus,
      reason: sql<string>`coalesce(${verifyDevicePersons.reason}, '')`,
      updateTime: verifyDevicePersons.updateTime,
    })
    .from(persons)
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .leftJoin(
      verifyDevicePersons,
      and(eq(verifyDevicePersons.personId, persons.id), eq(verifyDevicePersons.deviceId, device.deviceId)),
    )
    .where(and(meantFor(device), filter));
}

export interface RosterFilter {
  syncStatus?: FaceSyncStatus;
  personName?: string;
  personIds?: readonly string[];
}

const rosterWhere = (filter: RosterFilter) =>
  and(
    filter.syncStatus ? eq(syncStatus, filter.syncStatus) : undefined,
    filter.personName ? ilike(persons.personName, containsPattern(filter.personName)) : undefined,
    filter.personIds ? inArray(persons.id, [...filter.personIds]) : undefined,
  );

/** A page of the device's people, failed first, then pending, then by name. */
export async function pageDevicePersons(
  db: Database,
  device: DeviceScope,
  filter: RosterFilter,
  window: { limit: number; offset: number },
): Promise<{ records: FaceDevicePersonRow[]; total: number }> {
  const where = rosterWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    deviceRoster(db, device, where)
      .orderBy(
        sql`case ${syncStatus} when 'FAILED' then 0 when 'PENDING' then 1 else 2 end`,
        asc(persons.personName),
        asc(persons.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(persons)
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(
        verifyDevicePersons,
        and(eq(verifyDevicePersons.personId, persons.id), eq(verifyDevicePersons.deviceId, device.deviceId)),
      )
      .where(and(meantFor(device), where)),
  ]);
  return {
    records: rows.map(({ headPhotoPath: _photo, updateTime, ...row }) => ({
      ...row,
      updateTime: updateTime ?? '',
    })),
    total,
  };
}

/** The people a sync sends, in name order, with what the device needs of each. */
export async function rosterToSync(db: Database, device: DeviceScope, filter: RosterFilter) {
  return deviceRoster(db, device, rosterWhere(filter)).orderBy(asc(persons.personName), asc(persons.id));
}

/** What a device answered about one person. */
export async function recordSyncResult(
  db: Database,
  deviceId: string,
  personId: string,
  result: { syncStatus: FaceSyncStatus; reason: string; updateTime: string },
): Promise<void> {
  await recordSyncResults(db, deviceId, [personId], result);
}

/** The same result for many people of a device, in one statement per thousand. */
export async function recordSyncResults(
  db: Database,
  deviceId: string,
  personIds: readonly string[],
  result: { syncStatus: FaceSyncStatus; reason: string; updateTime: string },
): Promise<void> {
  await insertMany(
    db,
    verifyDevicePersons,
    [...new Set(personIds)].map((personId) => ({ deviceId, personId, ...result })),
    { target: [verifyDevicePersons.deviceId, verifyDevicePersons.personId], set: result },
  );
}
