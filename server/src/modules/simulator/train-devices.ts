import { formatDateTime } from '@site/shared-schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  persons,
  trainDevicePersons,
  trainDevices,
  trainInfos,
  trainPersonRecords,
  trainRelations,
} from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { pick, type Random, seededRandom } from '../../seed/devices/random';
import { today } from '../person-record/day';
import { DeviceOfflineError } from '../verify-device/gateway';
import { chance, type SimulatorContext } from './context';
import { DEMO_FACE_DEVICE_PACE, FACE_REFUSALS, type FaceDevicePace, NO_PHOTO } from './face-devices';

/** Without the simulator's rounds (tests, end-to-end runs) the devices answer briskly, never slowly. */
export const BRISK_TRAIN_DEVICE_PACE: FaceDevicePace = {
  ...DEMO_FACE_DEVICE_PACE,
  answerMs: [20, 80],
  slowChance: 0,
};

/** The training devices as the simulator plays them: what the sync of the training module talks to. */
export interface TrainDeviceFleet {
  pace: FaceDevicePace;
  /**
   * Stores a batch of faces (at most FACES_PER_COMMAND): for each, '' when stored, else the device's
   * reason. Throws DeviceOfflineError when the device is offline, before or after the work (a device that
   * dropped off meanwhile does not answer).
   */
  storeFaces(deviceId: string, people: readonly { headPhotoPath: string }[]): Promise<string[]>;
}

/** A command carries this many faces, as the sign-in terminals of the field take them. */
export const FACES_PER_COMMAND = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Training devices answer like face devices (their pace, now and then a slow answer, a face without a
 * photo refused, others now and then with one of the devices' reasons); the random series is seeded.
 */
export function simulatedTrainDevices(setup: {
  db: Database;
  pace: FaceDevicePace;
  random?: Random;
}): TrainDeviceFleet {
  const { db } = setup;
  const random = setup.random ?? seededRandom('train-devices');
  const reachable = async (deviceId: string) => {
    const [device] = await db
      .select({ online: trainDevices.online })
      .from(trainDevices)
      .where(eq(trainDevices.id, deviceId));
    if (!device?.online) throw new DeviceOfflineError();
  };
  const fleet: TrainDeviceFleet = {
    pace: setup.pace,
    async storeFaces(deviceId, people) {
      await reachable(deviceId);
      const [min, max] = fleet.pace.answerMs;
      const slow = chance(random, fleet.pace.slowChance) ? fleet.pace.slowMs : 0;
      await sleep(min + random() * (max - min) + slow);
      await reachable(deviceId);
      await db
        .update(trainDevices)
        .set({ lastOnlineTime: formatDateTime(Date.now()) })
        .where(eq(trainDevices.id, deviceId));
      return people.map((person) => {
        if (!person.headPhotoPath) return NO_PHOTO;
        return chance(random, fleet.pace.failChance) ? pick(random, FACE_REFUSALS) : '';
      });
    },
  };
  return fleet;
}

/** The chance that a round brings one more participant of a training under way to its device. */
const CHECK_IN_CHANCE = 0.5;

/**
 * Training devices each round: every online one is heard from (its last-seen time moves on); during
 * working hours, a participant of a training held today who has not checked in yet checks in on an online
 * training device of the project that holds his face.
 */
export async function trainDeviceRound(
  ctx: SimulatorContext,
  now: number,
  projectIds: string[],
): Promise<void> {
  const { db, random } = ctx;
  await db
    .update(trainDevices)
    .set({ lastOnlineTime: stamp(now) })
    .where(and(inArray(trainDevices.projectId, projectIds), eq(trainDevices.online, true)));
  if (!isWorkingTime(new Date(now)) || !chance(random, CHECK_IN_CHANCE)) return;
  // Participants of today's trainings not checked in yet, each with an online device holding his face.
  const waiting = await db
    .select({
      projectId: trainInfos.projectId,
      trainId: trainInfos.id,
      personId: persons.id,
      headPhotoPath: persons.headPhotoPath,
      deviceId: trainDevicePersons.deviceId,
    })
    .from(trainRelations)
    .innerJoin(trainInfos, eq(trainInfos.id, trainRelations.trainId))
    .innerJoin(persons, eq(persons.id, trainRelations.personId))
    .innerJoin(
      trainDevicePersons,
      and(eq(trainDevicePersons.personId, persons.id), eq(trainDevicePersons.syncStatus, 'SYNCED')),
    )
    .innerJoin(
      trainDevices,
      and(
        eq(trainDevices.id, trainDevicePersons.deviceId),
        eq(trainDevices.projectId, trainInfos.projectId),
        eq(trainDevices.online, true),
      ),
    )
    .leftJoin(
      trainPersonRecords,
      and(
        eq(trainPersonRecords.trainId, trainRelations.trainId),
        eq(trainPersonRecords.personId, trainRelations.personId),
      ),
    )
    .where(
      and(
        inArray(trainInfos.projectId, projectIds),
        eq(trainInfos.trainDate, today(now)),
        isNull(trainPersonRecords.id),
      ),
    )
    .orderBy(sql`${trainInfos.id}, ${persons.id}, ${trainDevicePersons.deviceId}`);
  if (waiting.length === 0) return;
  const comer = pick(random, waiting);
  await db.insert(trainPersonRecords).values({
    projectId: comer.projectId,
    trainId: comer.trainId,
    personId: comer.personId,
    deviceId: comer.deviceId,
    checkTime: stamp(now),
    photoPath: comer.headPhotoPath,
  });
}
