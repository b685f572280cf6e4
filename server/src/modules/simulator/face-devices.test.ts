import { formatDateTime } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyDevices } from '../../db/schema';
import { seededRandom } from '../../seed/devices/random';
import { openSeededDatabase } from '../../test/seeded-rows';
import { DeviceOfflineError } from '../verify-device/gateway';
import { FACE_REFUSALS, faceDeviceRound, NO_PHOTO, simulatedFaceDevices } from './face-devices';

const GATE = { deviceId: 'verify-device-1-1', deviceSn: 'FD0010001' };
const BROKEN = { deviceId: 'verify-device-1-5', deviceSn: 'FD0010005' };
const PACE = { answerMs: [0, 0] as [number, number], slowChance: 0, slowMs: 0, failChance: 0.5 };
const face = (index: number) => ({
  personId: `p${index}`,
  personName: `人员${index}`,
  headPhotoPath: 'a.jpg',
});

describe('the simulated face devices', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));
  const seeded = async () => {
    const database = await openSeededDatabase();
    opened.push(database);
    return database.db;
  };

  it('refuse the same faces for the same seed, with the devices’ reasons, and a face without a photo always', async () => {
    const db = await seeded();
    const play = async () => {
      const fleet = simulatedFaceDevices({ db, publish: () => {}, random: seededRandom('test'), pace: PACE });
      const reasons: string[] = [];
      for (let index = 0; index < 12; index++)
        reasons.push((await fleet.send(GATE, 'storeFace', face(index))).reason);
      return reasons;
    };
    const first = await play();
    expect(await play()).toEqual(first);
    expect(first.filter(Boolean).length).toBeGreaterThan(0);
    expect(first.filter(Boolean).every((reason) => FACE_REFUSALS.includes(reason))).toBe(true);
    const fleet = simulatedFaceDevices({ db, publish: () => {}, pace: PACE });
    expect(await fleet.send(GATE, 'storeFace', { ...face(0), headPhotoPath: '' })).toEqual({
      reason: NO_PHOTO,
    });
  });

  it('refuse every command while offline, and announce each change of state on the org topic', async () => {
    const db = await seeded();
    const published: { destination: string; body: unknown }[] = [];
    const fleet = simulatedFaceDevices({
      db,
      publish: (destination, body) => published.push({ destination, body }),
      pace: PACE,
    });
    await expect(fleet.send(BROKEN, 'open', {})).rejects.toBeInstanceOf(DeviceOfflineError);
    await fleet.connect(BROKEN.deviceId);
    await fleet.connect(BROKEN.deviceId);
    expect(await fleet.send(BROKEN, 'open', {})).toEqual({});
    await fleet.disconnect(BROKEN.deviceId);
    expect(published.map(({ body }) => (body as { deviceStatus: number }).deviceStatus)).toEqual([1, 0]);
    expect(published[0].destination).toBe('/topic/deviceStatus/org-demo');
  });

  it('are heard from each round: the online ones’ last-seen time moves on, the offline one’s stays', async () => {
    const db = await seeded();
    const now = Date.now() + 60_000;
    await faceDeviceRound({ db, publish: () => {}, random: seededRandom('round'), intervalMs: 60_000 }, now, [
      '1',
    ]);
    const seen = async (id: string) =>
      (await db.select().from(verifyDevices).where(eq(verifyDevices.id, id)))[0].lastOnlineTime;
    expect(await seen(GATE.deviceId)).toBe(formatDateTime(now));
    expect(await seen(BROKEN.deviceId)).not.toBe(formatDateTime(now));
  });
});
