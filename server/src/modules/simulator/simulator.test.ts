import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeLogMessage } from '@site/shared-realtime';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { craneDevices } from '../../db/schema';
import { DEMO_ORG_ID } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { seededRandom } from '../../seed/devices/random';
import { LocalStore } from '../../storage/local-store';
import { openSeededDatabase } from '../../test/seeded-rows';
import { createSimulator } from './simulator';
import { statusRound } from './status';

interface Published {
  destination: string;
  body: Record<string, unknown>;
}

/** Today at 10:00, when the site works: every kind of device reports and passes. */
const workingMorning = (): number => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10).getTime();
};

/** Record ids are random UUIDs of the tables: everything else must repeat. */
const withoutIds = (published: Published[]) =>
  JSON.parse(JSON.stringify(published, (key, value) => (key === 'recordId' ? undefined : value)));

describe('simulator rounds on the seeded data', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  async function seededDatabase() {
    const database = await openSeededDatabase();
    opened.push(database);
    return database.db;
  }

  async function rounds(times: number[]): Promise<Published[]> {
    const db = await seededDatabase();
    const published: Published[] = [];
    const simulator = createSimulator({
      db,
      intervalMs: 60_000,
      files: new LocalStore(await mkdtemp(join(tmpdir(), 'simulator-files-'))),
      random: seededRandom('simulator-test'),
      publish: (destination, body) => published.push({ destination, body: body as Record<string, unknown> }),
    });
    for (const time of times) await simulator.tick(time);
    return published;
  }

  it('repeats itself given the same seed and times, and drives every kind of device of the enabled projects', async () => {
    const morning = workingMorning();
    const times = [morning, morning + 60_000, morning + 120_000];
    const [first, second] = await Promise.all([rounds(times), rounds(times)]);
    expect(withoutIds(first)).toEqual(withoutIds(second));

    const topics = new Set(first.map(({ destination }) => destination.split('/')[2]));
    for (const topic of [
      'timeLog',
      'sendAepDeviceRealtimeLog',
      'sendAepDeviceParam',
      'sendLrpEquipmentTimeLog',
    ])
      expect(topics).toContain(topic);
    const kinds = new Set(
      first
        .filter(({ destination }) => destination === '/topic/timeLog/1')
        .map(({ body }) => body.deviceType),
    );
    expect([...kinds].sort()).toEqual(['crane', 'elevator', 'verify', 'ycjz']);
    // Three rounds: one passage a round at each project's plate gate and face gates.
    expect(
      first.filter(({ destination }) => destination === '/topic/sendLrpEquipmentTimeLog/1'),
    ).toHaveLength(3);

    const reporting = new Set(first.map(({ body }) => body.deviceId));
    // The stopped project's lift stays silent, and so does the lift the data left offline.
    expect(reporting).not.toContain(DEMO_DEVICES.lift.stoppedProject);
    expect(reporting).not.toContain(DEMO_DEVICES.lift.right);
    expect(first.some(({ destination }) => destination.endsWith('/4'))).toBe(false);
  });

  it('flags what it pushes by the same limits as the lists', async () => {
    const morning = workingMorning();
    const published = await rounds(Array.from({ length: 30 }, (_, index) => morning + index * 60_000));
    const logs = published
      .filter(({ destination }) => destination.startsWith('/topic/timeLog/'))
      .map(({ body }) => body as unknown as TimeLogMessage);
    for (const log of logs) {
      if (log.deviceType === 'ycjz') expect(log.reading.pm10Warn).toBe(log.reading.pm10 > 150 ? 1 : 0);
      if (log.deviceType === 'crane') {
        expect(log.alarmStatus).toBe(log.alarms.length > 0 ? '1' : '0');
        if (log.realtime.moment > 100) expect(log.alarms).toContain('力矩超限');
      }
    }
    // A person goes in and out by turns: never two entries or two exits in a row.
    const lastOf = new Map<string, string>();
    for (const log of logs) {
      if (log.deviceType !== 'verify' || log.recordKind !== 'person') continue;
      const person = `${log.record.personName} ${log.record.idcardNumber}`;
      expect(lastOf.get(person)).not.toBe(log.record.entryExitType);
      lastOf.set(person, log.record.entryExitType);
    }
    expect(lastOf.size).toBeGreaterThan(0);
  });

  it('takes a device offline for a few rounds, writing and announcing each change on the org topic', async () => {
    const db = await seededDatabase();
    const published: Published[] = [];
    // A source this low makes every chance happen and picks the first kind (cranes) and device.
    const ctx = {
      db,
      intervalMs: 60_000,
      random: () => 0.01,
      publish: (destination: string, body: unknown) =>
        published.push({ destination, body: body as Record<string, unknown> }),
    };
    const status = statusRound();
    const orgOf = new Map([['1', DEMO_ORG_ID]]);
    const online = async () =>
      (await db.select().from(craneDevices).where(eq(craneDevices.id, DEMO_DEVICES.crane.first)))[0].online;
    await status.run(ctx, workingMorning(), orgOf);
    expect(await online()).toBe(false);
    expect(published).toEqual([
      {
        destination: `/topic/deviceStatus/${DEMO_ORG_ID}`,
        body: expect.objectContaining({
          deviceId: DEMO_DEVICES.crane.first,
          deviceType: 'crane',
          deviceStatus: 0,
        }),
      },
    ]);
    await status.run({ ...ctx, random: () => 0.99 }, workingMorning() + 60_000, orgOf);
    await status.run({ ...ctx, random: () => 0.99 }, workingMorning() + 120_000, orgOf);
    expect(await online()).toBe(true);
    expect(published.at(-1)?.body).toMatchObject({ deviceId: DEMO_DEVICES.crane.first, deviceStatus: 1 });
  });
});
