import { type EnvironmentReading, WIDGET_CALLS } from '@site/shared-schema';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ycjzDevices, ycjzReadings } from '../../db/schema';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import {
  dataOf,
  REFUSED,
  refusals,
  type ServerWithRows,
  startTestServerWithRows,
  wallPost,
} from '../../test/seeded-rows';
import { warnFlags } from './warn';

const LIST = WIDGET_CALLS.environmentDevices.path;

describe('environmental monitors', () => {
  let context: ServerWithRows;
  let admin: string;
  const list = (body: Record<string, unknown>) =>
    dataOf<EnvironmentReading[]>(context.server, LIST, { pageSize: 9999, pageNumber: 1, ...body }, admin);

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it('answers each monitor of the project with its latest reading and the warn flags of that reading', async () => {
    const { db } = context;
    const answer = await list({ projectId: DEMO_PROJECTS.main });
    const devices = await db
      .select()
      .from(ycjzDevices)
      .where(eq(ycjzDevices.projectId, DEMO_PROJECTS.main))
      .orderBy(asc(ycjzDevices.sort));
    expect(answer.map((reading) => reading.ycjzDeviceId)).toEqual(devices.map((device) => device.id));
    for (const device of devices) {
      const [{ deviceId, recordedAt, ...values }] = await db
        .select()
        .from(ycjzReadings)
        .where(eq(ycjzReadings.deviceId, device.id))
        .orderBy(desc(ycjzReadings.recordedAt))
        .limit(1);
      expect(answer.find((reading) => reading.ycjzDeviceId === deviceId)).toEqual({
        ycjzDeviceId: deviceId,
        deviceAlias: device.deviceAlias,
        ...values,
        ...warnFlags(values, recordedAt),
      });
    }
  });

  it('has seeded readings past the dust, noise and wind thresholds in the last two days', async () => {
    const readings = await context.db.select().from(ycjzReadings);
    const flags = readings.map((reading) => warnFlags(reading, reading.recordedAt));
    for (const flag of ['tspWarn', 'pm10Warn', 'noiseWarn', 'windSpeedWarn'] as const) {
      expect(
        flags.some((warn) => warn[flag] === 1),
        flag,
      ).toBe(true);
    }
  });

  it("keeps to the project's own monitors and pages them", async () => {
    expect(
      (await list({ projectId: DEMO_PROJECTS.pastDeadline })).map((reading) => reading.ycjzDeviceId),
    ).toEqual([DEMO_DEVICES.environment.sciencePark]);
    expect(await list({ projectId: DEMO_PROJECTS.longName })).toEqual([]);
    const second = await list({ projectId: DEMO_PROJECTS.main, pageSize: 2, pageNumber: 2 });
    expect(second.map((reading) => reading.ycjzDeviceId)).toEqual([DEMO_DEVICES.environment.camp]);
  });

  it("answers a wall's key for its own project only", async () => {
    const body = { projectId: DEMO_PROJECTS.main, pageSize: 9999, pageNumber: 1 };
    expect((await wallPost(context.server, LIST, body, DEMO_SCREEN.key)).code).toBe(200);
    const other = { ...body, projectId: DEMO_PROJECTS.pastDeadline };
    expect((await wallPost(context.server, LIST, other, DEMO_SCREEN.key)).code).toBe(403);
  });

  it('refuses no token, a user without cSiteYcjzManager and a foreign project', async () => {
    expect(await refusals(context.server, LIST, { projectId: DEMO_PROJECTS.main })).toEqual(REFUSED);
  });
});
