import type { TrainDevicePersonRow, TrainSyncStatus } from '@site/shared-schema';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { persons, teams, trainDevicePersons } from '../../db/schema';

/**
 * Which people a training device should hold: every person of its project on the job (a training takes
 * anyone of the site). His state is his row of train_device_persons, UNSYNCED without one.
 */
const meantFor = (projectId: SQL | string) =>
  and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)) as SQL;

const syncStatus = sql<TrainSyncStatus>`coalesce(${trainDevicePersons.syncStatus}, 'UNSYNCED')`;

/**
 * The outer query's train_devices row, named with its table: drizzle leaves the columns of a select from
 * one table unqualified, which inside the subquery would name the persons' own id and project.
 */
const outerDevice = {
  id: sql.raw('"train_devices"."id"'),
  projectId: sql.raw('"train_devices"."project_id"'),
};

/** How many of the device's people (of the outer query's train_devices row) are in a state. */
export const syncCount = (status: TrainSyncStatus) =>
  sql<number>`(select count(*)::int from ${persons}
    left join ${trainDevicePersons} on ${trainDevicePersons.personId} = ${persons.id}
      and ${trainDevicePersons.deviceId} = ${outerDevice.id}
    where ${meantFor(outerDevice.projectId)} and ${syncStatus} = ${status})`.mapWith(Number);

export interface TrainDeviceScope {
  deviceId: string;
  projectId: string;
}

export interface TrainRosterFilter {
  syncStatus?: TrainSyncStatus;
  personName?: string;
  personIds?: readonly string[];
}

/** The device's people joined with their state, narrowed by the filter. */
function roster<S extends Record<string, unknown>>(
  db: Database,
  device: TrainDeviceScope,
  filter: TrainRosterFilter,
  fields: S,
) {
  return db
    .select(fields as S & Record<string, SQL | AnyPgColumn>)
    .from(persons)
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .leftJoin(
      trainDevicePersons,
      and(eq(trainDevicePersons.personId, persons.id), eq(trainDevicePersons.deviceId, device.deviceId)),
    )
    .where(
      and(
        meantFor(device.projectId),
        filter.syncStatus ? eq(syncStatus, filter.syncStatus) : undefined,
        filter.personName ? ilike(persons.personName, containsPattern(filter.personName)) : undefined,
        filter.personIds ? inArray(persons.id, [...filter.personIds]) : undefined,
      ),
    );
}

/** A page of the device's people: failed first, then being sent, never sent, stored; then by name. */
export async function pageTrainDevicePersons(
  db: Database,
  device: TrainDeviceScope,
  filter: TrainRosterFilter,
  window: { limit: number; offset: number },
): Promise<{ records: TrainDevicePersonRow[]; total: number }> {
  const [records, [{ total }]] = await Promise.all([
    roster(db, device, filter, {
      personId: persons.id,
      personName: persons.personName,
      teamName: sql<string>`coalesce(${teams.teamName}, '')`,
      syncStatus,
      reason: sql<string>`coalesce(${trainDevicePersons.reason}, '')`,
      updateTime: sql<string>`coalesce(to_char(${trainDevicePersons.updateTime}, 'YYYY-MM-DD HH24:MI:SS'), '')`,
    })
      .orderBy(
        sql`case ${syncStatus} when 'FAILED' then 0 when 'SYNCING' then 1 when 'UNSYNCED' then 2 else 3 end`,
        asc(persons.personName),
        asc(persons.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    roster(db, device, filter, { total: count() }),
  ]);
  return { records: records as TrainDevicePersonRow[], total: Number(total) };
}

/** The people a sync sends, in name order, with the photo the device extracts the face from. */
export function trainRosterToSync(db: Database, device: TrainDeviceScope, filter: TrainRosterFilter) {
  return roster(db, device, filter, {
    personId: persons.id,
    personName: persons.personName,
    headPhotoPath: persons.headPhotoPath,
  }).orderBy(asc(persons.personName), asc(persons.id));
}

/** The state of people on a device: SYNCING when sent, then what the device answered of each. */
export async function recordTrainSync(
  db: Database,
  deviceId: string,
  personIds: readonly string[],
  state: { syncStatus: Exclude<TrainSyncStatus, 'UNSYNCED'>; reason: string; updateTime: string },
): Promise<void> {
  if (personIds.length === 0) return;
  await db
    .insert(trainDevicePersons)
    .values(personIds.map((personId) => ({ deviceId, personId, ...state })))
    .onConflictDoUpdate({
      target: [trainDevicePersons.deviceId, trainDevicePersons.personId],
      set: {
        syncStatus: sql`excluded.sync_status`,
        reason: sql`excluded.reason`,
        updateTime: sql`excluded.update_time`,
      },
    });
}
