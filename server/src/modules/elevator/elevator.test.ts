import {
  type DeviceAlarmCounts,
  type ElevatorDetail,
  type ElevatorListItem,
  endOfDay,
  HOIST_CALLS,
  type HoistManagerPhone,
  type LiftRunningState,
  type PageResult,
  startOfDay,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { and, count, desc, eq, gte, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevatorAlarms, elevatorDevices, elevatorReadings, projects } from '../../db/schema';
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
import { liftAlarmTypes } from './limits';
import { ELEVATOR_ALARM_ERROR_PATH } from './routes';

const LIST = WIDGET_CALLS.liftList.path;
const DETAIL = WIDGET_CALLS.liftDetail.path;
const MAIN = DEMO_PROJECTS.main;
const { left, right, sciencePark, stoppedProject } = DEMO_DEVICES.lift;

describe('lifts', () => {
  let context: ServerWithRows;
  let admin: string;
  const call = <T>(path: string, body: Record<string, unknown>) =>
    dataOf<T>(context.server, path, body, admin);
  const latestReading = async (deviceId: string) => {
    const [reading] = await context.db
      .select()
      .from(elevatorReadings)
      .where(eq(elevatorReadings.deviceId, deviceId))
      .orderBy(desc(elevatorReadings.recordedAt))
      .limit(1);
    return reading;
  };

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it('lists the lifts of the project: one online, one offline, alarm state of the latest reading', async () => {
    const page = await call<PageResult<ElevatorListItem>>(LIST, {
      projectId: MAIN,
      pageSize: 9999,
      pageNumber: 1,
    });
    const [lift] = await context.db.select().from(elevatorDevices).where(eq(elevatorDevices.id, left));
    expect(page.total).toBe(2);
    expect(page.records.map((item) => [item.elevatorDeviceId, item.deviceStatus])).toEqual([
      [left, 1],
      [right, 0],
    ]);
    const alarm = liftAlarmTypes(await latestReading(left), lift).length > 0 ? 1 : 0;
    expect(page.records[0]).toEqual({
      elevatorDeviceId: left,
      elevatorName: lift.elevatorName,
      deviceStatus: 1,
      alarmStatus: alarm,
    });
  });

  it('answers the detail by id alone: rated values and the latest reading with its time', async () => {
    const detail = await call<ElevatorDetail>(DETAIL, { id: right });
    const [lift] = await context.db.select().from(elevatorDevices).where(eq(elevatorDevices.id, right));
    const { id, deviceId, recordedAt, ...reading } = await latestReading(right);
    expect(detail.siteElevatorDevice).toMatchObject({ elevatorDeviceId: right, deviceStatus: 0 });
    expect(detail.siteElevatorDeviceParam).toMatchObject({
      elevatorType: 2,
      ratedPeopleCnt: lift.ratedPeopleCnt,
      ratedWeight: lift.ratedWeight,
      maxFloor: lift.maxFloor,
      ratedWindLevel: lift.ratedWindLevel,
    });
    expect(detail.lastRealtime).toEqual({ ...reading, time: recordedAt });
    // A site lift carries about 1 to 3 t, in tonnes as the crane's weights (issue 15: it showed 1076.2 t).
    expect(lift.ratedWeight).toBeGreaterThanOrEqual(1);
    expect(lift.ratedWeight).toBeLessThanOrEqual(3);
    // The right cage went silent three hours before the seed.
    expect(Date.parse(recordedAt.replace(' ', 'T'))).toBeLessThan(Date.now() - 2.5 * 3_600_000);
  });

  it('checks the project of a lift asked by id: the caller must see it, a sent projectId must be its', async () => {
    expect((await context.server.post(DETAIL, { id: stoppedProject }, admin)).code).toBe(403);
    expect(
      (await context.server.post(DETAIL, { id: left, projectId: DEMO_PROJECTS.pastDeadline }, admin)).code,
    ).toBe(404);
    expect((await context.server.post(DETAIL, { id: 'lift-x' }, admin)).code).toBe(404);
    expect((await call<ElevatorDetail>(DETAIL, { id: sciencePark })).lastRealtime).not.toBeNull();
  });

  it("lets a wall's key read by id the lifts of its own project only", async () => {
    const own = await wallPost<ElevatorDetail>(context.server, DETAIL, { id: left }, DEMO_SCREEN.key);
    expect(own.data.siteElevatorDevice.elevatorDeviceId).toBe(left);
    expect((await wallPost(context.server, DETAIL, { id: sciencePark }, DEMO_SCREEN.key)).code).toBe(403);
  });

  it('keeps every seeded load within a lift’s plausible range, in tonnes', async () => {
    const [{ heaviest }] = await context.db
      .select({ heaviest: max(elevatorReadings.weight) })
      .from(elevatorReadings);
    expect(heaviest).toBeGreaterThan(0.5);
    expect(heaviest).toBeLessThan(3);
  });

  it('answers the running state of a lift of the project: the detail, its alarms by name and the time', async () => {
    const state = await call<LiftRunningState>(HOIST_CALLS.lift.runningState, { projectId: MAIN, id: left });
    const [lift] = await context.db.select().from(elevatorDevices).where(eq(elevatorDevices.id, left));
    const reading = await latestReading(left);
    expect(state).toMatchObject(await call<ElevatorDetail>(DETAIL, { projectId: MAIN, id: left }));
    expect(state.alarmTypes).toEqual(liftAlarmTypes(reading, lift));
    expect(state.recordedAt).toBe(reading.recordedAt);
    const foreign = { projectId: MAIN, id: sciencePark };
    expect((await context.server.post(HOIST_CALLS.lift.runningState, foreign, admin)).code).toBe(404);
  });

  it("answers the project manager's name and phone as whom to call", async () => {
    const [project] = await context.db.select().from(projects).where(eq(projects.id, MAIN));
    const manager = await call<HoistManagerPhone>(HOIST_CALLS.lift.managerPhone, { projectId: MAIN });
    expect(manager).toEqual({ managerName: project.managerName, managerPhone: project.managerPhone });
  });

  it("counts today's alarms and errors per lift as the alarm rows say", async () => {
    const counts = await call<DeviceAlarmCounts>(ELEVATOR_ALARM_ERROR_PATH, { projectId: MAIN });
    const now = Date.now();
    const rows = await context.db
      .select({ category: elevatorAlarms.category, count: count() })
      .from(elevatorAlarms)
      .innerJoin(elevatorDevices, eq(elevatorDevices.id, elevatorAlarms.deviceId))
      .where(
        and(
          eq(elevatorDevices.projectId, MAIN),
          gte(elevatorAlarms.happenedAt, startOfDay(now)),
          lte(elevatorAlarms.happenedAt, endOfDay(now)),
        ),
      )
      .groupBy(elevatorAlarms.category);
    const total = (category: string) => rows.find((row) => row.category === category)?.count ?? 0;
    expect(counts.alarmSumCount).toBe(total('alarm'));
    expect(counts.errorSumCount).toBe(total('error'));
  });

  it('refuses no token, a user without cSiteElevatorDeviceManager and a foreign project', async () => {
    const { server } = context;
    expect(await refusals(server, LIST, { projectId: MAIN })).toEqual(REFUSED);
    expect(await refusals(server, ELEVATOR_ALARM_ERROR_PATH, { projectId: MAIN })).toEqual(REFUSED);
    const state = { projectId: MAIN, id: left };
    expect(await refusals(server, HOIST_CALLS.lift.runningState, state)).toEqual(REFUSED);
    expect(await refusals(server, HOIST_CALLS.lift.managerPhone, { projectId: MAIN })).toEqual(REFUSED);
    expect((await server.post(DETAIL, { id: left })).code).toBe(401);
    expect((await server.post(DETAIL, { id: left }, await server.login('nobody'))).code).toBe(403);
  });
});
