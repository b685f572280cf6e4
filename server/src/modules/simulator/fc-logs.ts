import { and, eq, inArray } from 'drizzle-orm';
import { fcComparerLogs, persons, verifyDevices } from '../../db/schema';
import { stamp } from '../../seed/devices/clock';
import { between, pick } from '../../seed/devices/random';
import { comparisonOf, faceThresholds, logRecognitions } from '../fc-log/from-recognitions';
import { atGates } from '../verify-device/device';
import { chance, type SimulatorContext } from './context';

/** How often a round of a project has a face of the roster captured too poorly to match. */
const POOR_CAPTURE_CHANCE = 0.1;

/**
 * The face devices' comparers: every recognition and stranger of this round (the earlier rounds' records
 * of this moment) gets its comparison log, and now and then a roster face captured too poorly to reach
 * the threshold (no passage, only the log). Runs after the rounds that record the faces.
 */
export async function fcLogRound(ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> {
  const { db, random } = ctx;
  const time = stamp(now);
  await logRecognitions(db, random, projectIds, { from: time, to: time });
  const devices = await db
    .select()
    .from(verifyDevices)
    .where(and(inArray(verifyDevices.projectId, projectIds), atGates));
  const thresholdOf = await faceThresholds(db, projectIds);
  for (const projectId of new Set(devices.map((device) => device.projectId))) {
    if (!chance(random, POOR_CAPTURE_CHANCE)) continue;
    const [person] = await db
      .select({ id: persons.id, headPhotoPath: persons.headPhotoPath })
      .from(persons)
      .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
      .offset(Math.floor(random() * 50))
      .limit(1);
    if (!person) continue;
    const device = pick(
      random,
      devices.filter((candidate) => candidate.projectId === projectId),
    );
    await db.insert(fcComparerLogs).values(
      comparisonOf(
        random,
        {
          projectId,
          deviceId: device.id,
          personId: person.id,
          photoPath: person.headPhotoPath,
          // Below any threshold a project may set (50 at least).
          score: between(random, 0.4, 0.49),
          recordTime: time,
        },
        thresholdOf(projectId),
      ),
    );
  }
}
