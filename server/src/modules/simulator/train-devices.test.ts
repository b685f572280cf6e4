import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { trainInfos, trainPersonRecords } from '../../db/schema';
import { seededRandom } from '../../seed/devices/random';
import { openSeededDatabase } from '../../test/seeded-rows';
import { DeviceOfflineError } from '../verify-device/gateway';
import { FACE_REFUSALS, NO_PHOTO } from './face-devices';
import { simulatedTrainDevices, trainDeviceRound } from './train-devices';

const PACE = { answerMs: [0, 0] as [number, number], slowChance: 0, slowMs: 0, failChance: 0.5 };
/** The seed's training of today in project 1, and its devices: the training room's and the broken one. */
const TODAY = 'train-1-4';
const ROOM = 'train-device-1-1';
const BROKEN = 'train-device-1-3';

describe('the simulated training devices', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));
  const seeded = async () => {
    const database = await openSeededDatabase();
    opened.push(database);
    return database.db;
  };

  it('answer the same faces the same way for the same seed, refuse a face without a photo, and nothing offline', async () => {
    const db = await seeded();
    const faces = Array.from({ length: 12 }, () => ({ headPhotoPath: 'a.jpg' }));
    const play = () =>
      simulatedTrainDevices({ db, pace: PACE, random: seededRandom('test') }).storeFaces(ROOM, faces);
    const first = await play();
    expect(await play()).toEqual(first);
    expect(first.filter(Boolean).every((reason) => FACE_REFUSALS.includes(reason))).toBe(true);
    const fleet = simulatedTrainDevices({ db, pace: PACE });
    expect(await fleet.storeFaces(ROOM, [{ headPhotoPath: '' }])).toEqual([NO_PHOTO]);
    await expect(fleet.storeFaces(BROKEN, faces)).rejects.toBeInstanceOf(DeviceOfflineError);
  });

  it('check in participants of a training under way during working hours, each once, on a device holding his face', async () => {
    const db = await seeded();
    const [training] = await db.select().from(trainInfos).where(eq(trainInfos.id, TODAY));
    const [year, month, date] = training.trainDate.split('-').map(Number);
    const at = (hour: number) => new Date(year, month - 1, date, hour).getTime();
    const ctx = { db, publish: () => {}, random: () => 0, intervalMs: 60_000 };
    const records = () => db.select().from(trainPersonRecords).where(eq(trainPersonRecords.trainId, TODAY));
    const before = await records();

    await trainDeviceRound(ctx, at(20), [training.projectId]);
    expect(await records()).toHaveLength(before.length);
    await trainDeviceRound(ctx, at(10), [training.projectId]);
    const after = await records();
    expect(after).toHaveLength(before.length + 1);
    const [added] = after.filter((record) => !before.some((old) => old.id === record.id));
    expect(before.some((record) => record.personId === added.personId)).toBe(false);
    expect(added.deviceId).not.toBe(BROKEN);
    expect(added.checkTime).toBe(`${training.trainDate} 10:00:00`);

    for (let round = 0; round < 40; round++) await trainDeviceRound(ctx, at(10), [training.projectId]);
    const people = (await records()).map((record) => record.personId);
    expect(new Set(people).size).toBe(people.length);
    const [check] = await db
      .select()
      .from(trainPersonRecords)
      .where(and(eq(trainPersonRecords.trainId, TODAY), eq(trainPersonRecords.personId, added.personId)));
    expect(check.id).toBe(added.id);
  });
});
