import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, teams, verifyDevicePersons, verifyDevices } from '../../db/schema';
import { FACE_REFUSALS, NO_PHOTO } from '../../modules/simulator/face-devices';
import { DEVICE_ROW, meantFor } from '../../modules/verify-device/sync-state';

/**
 * The state of the demo people's faces on the devices of a project, as after the installation's sync:
 * synced, except people without a head photo (refused) and, by a fixed hash of device and person, one in
 * twenty refused with a device's reason and one in twenty still pending (no row).
 */
export async function seedFaceSync(db: Database, projectId: string): Promise<void> {
  const draw = sql`abs(hashtext(${verifyDevices.id} || ${persons.id})) % 20`;
  const refused: SQL = sql`(${persons.headPhotoPath} = '' or ${draw} = 0)`;
  const reasons = sql.raw(`array[${FACE_REFUSALS.map((reason) => `'${reason}'`).join(', ')}]`);
  const rows = db
    .select({
      deviceId: sql`${verifyDevices.id}`.as('device_id'),
      personId: sql`${persons.id}`.as('person_id'),
      syncStatus: sql`case when ${refused} then 'FAILED' else 'SYNCED' end`.as('sync_status'),
      reason: sql`case when ${persons.headPhotoPath} = '' then ${NO_PHOTO}
        when ${draw} = 0 then (${reasons})[1 + abs(hashtext(${persons.id})) % ${FACE_REFUSALS.length}]
        else '' end`.as('reason'),
      updateTime: sql`date_trunc('second', localtimestamp)`.as('update_time'),
    })
    .from(verifyDevices)
    .innerJoin(persons, sql`true`)
    .leftJoin(teams, sql`${teams.id} = ${persons.teamId}`)
    .where(sql`${verifyDevices.projectId} = ${projectId} and ${meantFor(DEVICE_ROW)} and ${draw} <> 1`);
  await db.insert(verifyDevicePersons).select(rows);
}
