import {
  type CraneDetail,
  type CraneListRecord,
  type CraneRunningState,
  type DeviceAlarmCounts,
  endOfDay,
  HOIST_CALLS,
  type HoistManagerPhone,
  type PageResult,
  startOfDay,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craneAlarms, craneDevices, craneReadings, projects } from '../../db/schema';
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
import { craneAlarmTypes } from './limits';
import { CRANE_ALARM_ERROR_PATH } from './routes';

const LIST = WIDGET_CALLS.craneList.path;
const DETAIL = WIDGET_CALLS.craneDetail.path;
const MAIN = DEMO_PROJECTS.main;

describe('tower cranes', () => {
  let context: ServerWithRows;
  let admin: string;
  const call = <T>(path: string, body: Record<string, unknown>) =>
    dataOf<T>(context.server, path, body, admin);
  const latestReading = async (deviceId: string) => {
    const [reading] = await context.db
      .select()
      .from(craneReadings)
      .where(eq(craneReadings.deviceId, deviceId))
      .orderBy(desc(craneReadings.recordedAt))
      .limit(1);
    return reading;
  };

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it('lists the cranes of the project with status, alarm state of the latest reading and heights', async () => {
    const page = await call<PageResult<CraneListRecord>>(LIST, {
      projectId: MAIN,
      pageSize: 9999,
      pageNumber: 1,
    });
    const cranes = await context.db
      .select()
      .from(craneDevices)
      .where(eq(craneDevices.projectId, MAIN))
      .orderBy(asc(craneDevices.sort));
    expect(page.total).toBe(cranes.length);
    const expected = await Promise.all(
      cranes.map(async (crane) => ({
        ycjzDeviceId: crane.id,
        craneDeviceId: crane.id,
        craneName: crane.craneName,
        deviceStatus: crane.online ? '1' : '0',
        alarmStatus: craneAlarmTypes(await latestReading(crane.id), crane).length > 0 ? '1' : '0',
        towerCapHight: crane.towerCapHeight,
        towerHight: crane.towerHeight,
      })),
    );
    expect(page.records).toEqual(expected);
    // The second crane's latest reading is an overload: the demo always shows one crane in alarm.
    expect(page.records.map((record) => record.alarmStatus)).toEqual(['0', '1']);
  });

  it('answers the detail: parameters and the latest reading, its range as lastRealtime.tcMlMaxScope', async () => {
    const id = DEMO_DEVICES.crane.first;
    const detail = await call<CraneDetail>(DETAIL, { projectId: MAIN, id });
    const [crane] = await context.db.select().from(craneDevices).where(eq(craneDevices.id, id));
    const reading = await latestReading(id);
    expect(detail.siteCraneDevice).toMatchObject({ craneDeviceId: id, tcMlMaxScope: crane.tcMlMaxScope });
    expect(detail.siteCraneDeviceParam).toEqual({
      backArmLength: crane.backArmLength,
      frontArmLength: crane.frontArmLength,
    });
    expect(detail.lastRealtime).toEqual({
      height: reading.height,
      obliguity: reading.obliguity,
      moment: reading.moment,
      tcMlMaxScope: reading.range,
      windSpeed: reading.windSpeed,
      weight: reading.weight,
    });
  });

  it('answers 404 for a crane of another project or an unknown one', async () => {
    const foreign = { projectId: MAIN, id: DEMO_DEVICES.crane.sciencePark };
    expect((await context.server.post(DETAIL, foreign, admin)).code).toBe(404);
    expect((await context.server.post(DETAIL, { projectId: MAIN, id: 'crane-x' }, admin)).code).toBe(404);
  });

  it("counts today's alarms and errors per crane as the alarm rows say", async () => {
    const counts = await call<DeviceAlarmCounts>(CRANE_ALARM_ERROR_PATH, { projectId: MAIN });
    const now = Date.now();
    const rows = await context.db
      .select({ deviceName: craneDevices.craneName, category: craneAlarms.category })
      .from(craneAlarms)
      .innerJoin(craneDevices, eq(craneDevices.id, craneAlarms.deviceId))
      .where(
        and(
          eq(craneDevices.projectId, MAIN),
          gte(craneAlarms.happenedAt, startOfDay(now)),
          lte(craneAlarms.happenedAt, endOfDay(now)),
        ),
      );
    const alarms = rows.filter((row) => row.category === 'alarm');
    const errors = rows.filter((row) => row.category === 'error');
    expect(counts.alarmSumCount).toBe(alarms.length);
    expect(counts.errorSumCount).toBe(errors.length);
    expect(counts.alarmDeviceCount).toBe(new Set(alarms.map((row) => row.deviceName)).size);
    expect(counts.errorDeviceCount).toBe(new Set(errors.map((row) => row.deviceName)).size);
    expect(Object.values(counts.deviceDataMap.alarmDeviceData).reduce((a, b) => a + b, 0)).toBe(
      alarms.length,
    );
    // The second crane's latest reading is an overload, so it counts among today's alarms, unless
    // midnight fell between the run's seed and this test.
    if ((await latestReading(DEMO_DEVICES.crane.second)).recordedAt >= startOfDay(now)) {
      expect(counts.deviceDataMap.alarmDeviceData['2号塔吊（QTZ125）']).toBeGreaterThan(0);
    }
  });

  it('answers the running state: the detail, the alarms of the latest reading by name and its time', async () => {
    const id = DEMO_DEVICES.crane.second;
    const state = await call<CraneRunningState>(HOIST_CALLS.crane.runningState, { projectId: MAIN, id });
    const [crane] = await context.db.select().from(craneDevices).where(eq(craneDevices.id, id));
    const reading = await latestReading(id);
    expect(state).toMatchObject(await call<CraneDetail>(DETAIL, { projectId: MAIN, id }));
    expect(state.alarmTypes).toEqual(craneAlarmTypes(reading, crane));
    expect(state.alarmTypes.length).toBeGreaterThan(0);
    expect(state.recordedAt).toBe(reading.recordedAt);
    const foreign = { projectId: MAIN, id: DEMO_DEVICES.crane.sciencePark };
    expect((await context.server.post(HOIST_CALLS.crane.runningState, foreign, admin)).code).toBe(404);
  });

  it("answers the project manager's name and phone as whom to call", async () => {
    const [project] = await context.db.select().from(projects).where(eq(projects.id, MAIN));
    const manager = await call<HoistManagerPhone>(HOIST_CALLS.crane.managerPhone, { projectId: MAIN });
    expect(manager).toEqual({ managerName: project.managerName, managerPhone: project.managerPhone });
    expect(manager.managerPhone).not.toBe('');
  });

  it("answers a wall's key for its own project only", async () => {
    const body = { projectId: MAIN, id: DEMO_DEVICES.crane.first };
    expect((await wallPost(context.server, DETAIL, body, DEMO_SCREEN.key)).code).toBe(200);
    const other = { projectId: DEMO_PROJECTS.pastDeadline, id: DEMO_DEVICES.crane.sciencePark };
    expect((await wallPost(context.server, DETAIL, other, DEMO_SCREEN.key)).code).toBe(403);
  });

  it('refuses no token, a user without cSiteCraneManager and a foreign project', async () => {
    const { server } = context;
    expect(await refusals(server, LIST, { projectId: MAIN })).toEqual(REFUSED);
    expect(await refusals(server, DETAIL, { projectId: MAIN, id: DEMO_DEVICES.crane.first })).toEqual(
      REFUSED,
    );
    expect(await refusals(server, CRANE_ALARM_ERROR_PATH, { projectId: MAIN })).toEqual(REFUSED);
    const id = DEMO_DEVICES.crane.first;
    expect(await refusals(server, HOIST_CALLS.crane.runningState, { projectId: MAIN, id })).toEqual(REFUSED);
    expect(await refusals(server, HOIST_CALLS.crane.managerPhone, { projectId: MAIN })).toEqual(REFUSED);
  });
});
