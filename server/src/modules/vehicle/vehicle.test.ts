import {
  endOfDay,
  formatDateTime,
  type PageResult,
  startOfDay,
  VEHICLE_THROTTLE_MS,
  VEHICLE_TYPES,
  type VehicleOverview,
  type VehicleRecord,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lprRecords, vehicleFleets, vehicles } from '../../db/schema';
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
import { VEHICLE_PATHS } from './routes';

const RECORDS = WIDGET_CALLS.vehicleRecords.path;
const MAIN = DEMO_PROJECTS.main;
const DAY = 86_400_000;

describe('vehicle records and overview', () => {
  let context: ServerWithRows;
  let admin: string;
  const records = (body: Record<string, unknown>) =>
    dataOf<PageResult<VehicleRecord>>(context.server, RECORDS, { projectId: MAIN, ...body }, admin);
  const overview = (path: string) =>
    dataOf<VehicleOverview>(context.server, path, { projectId: MAIN }, admin);
  /** The seeded passages of the main project, each with the fleet of its plate. */
  const seeded = async () => {
    const rows = await context.db.select().from(lprRecords).where(eq(lprRecords.projectId, MAIN));
    const registered = await context.db
      .select({ licensePlate: vehicles.licensePlate, mcName: vehicleFleets.mcName })
      .from(vehicles)
      .innerJoin(vehicleFleets, eq(vehicleFleets.id, vehicles.fleetId));
    const fleetOf = new Map(registered.map((vehicle) => [vehicle.licensePlate, vehicle.mcName]));
    return rows.map((row) => ({ ...row, mcName: fleetOf.get(row.licensePlate) ?? '' }));
  };
  /**
   * The first day of the 7 up to today. The seed covers exactly those days, unless midnight fell between
   * the run's seed and the test: then its first day has dropped out of both the server's window and this.
   */
  const weekStart = () => startOfDay(Date.now() - 6 * DAY);

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it("answers today's passages newest first, within the range, as the rows say", async () => {
    const now = Date.now();
    const [timeStart, timeEnd] = [startOfDay(now), endOfDay(now)];
    const page = await records({ timeStart, timeEnd, pageSize: 20, pageNumber: 1 });
    const today = (await seeded()).filter(
      (row) => row.recognitionTime >= timeStart && row.recognitionTime <= timeEnd,
    );
    expect(page.total).toBe(today.length);
    expect(page.records.length).toBe(Math.min(20, today.length));
    const times = page.records.map((record) => record.recognitionTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => time >= timeStart && time <= timeEnd)).toBe(true);
    for (const record of page.records) {
      const row = today.find((seededRow) => seededRow.id === record.recordId)!;
      // The console's access list answers more fields of the same rows.
      expect(record).toMatchObject({
        recordId: row.id,
        photoUrl: '',
        licensePlate: row.licensePlate,
        mcName: row.mcName,
        workerTypeName: VEHICLE_TYPES[row.vehicleType],
        direction: row.direction,
        recognitionTime: row.recognitionTime,
      });
    }
  });

  it('pages the seven seeded days, with plates of the 浙A·12345 form and directions 1 and 2', async () => {
    const all = await seeded();
    const from = weekStart();
    const first = await records({
      timeStart: from,
      timeEnd: endOfDay(Date.now()),
      pageSize: 50,
      pageNumber: 1,
    });
    const second = await records({
      timeStart: from,
      timeEnd: endOfDay(Date.now()),
      pageSize: 50,
      pageNumber: 2,
    });
    expect(first.total).toBe(all.filter((row) => row.recognitionTime >= from).length);
    expect(first.records.at(-1)!.recognitionTime >= second.records[0].recognitionTime).toBe(true);
    expect(all.every((row) => /^[\u4e00-\u9fa5][A-Z]·[0-9A-Z]{5}$/.test(row.licensePlate))).toBe(true);
    expect(new Set(all.map((row) => row.direction))).toEqual(new Set([1, 2]));
    expect((await context.server.post(RECORDS, { projectId: MAIN, timeStart: 'today' }, admin)).code).toBe(
      400,
    );
  });

  it('answers the overview as the rows say: who is inside now, fleets, and passages of the last 7 days', async () => {
    const answer = await overview(VEHICLE_PATHS.motorcadeData);
    const all = await seeded();
    const latest = new Map<string, (typeof all)[number]>();
    for (const row of [...all].sort((a, b) => a.recognitionTime.localeCompare(b.recognitionTime))) {
      latest.set(row.licensePlate, row);
    }
    const inside = [...latest.values()].filter((row) => row.direction === 1);
    expect(answer.inLpCount).toBe(inside.length);
    expect(answer.mcData.map((fleet) => fleet.mcName)).toEqual([
      '城建渣土运输车队',
      '华东商砼车队',
      '顺达建材物流车队',
      '项目部车辆',
    ]);
    for (const fleet of answer.mcData) {
      expect(fleet.mcInLpCount, fleet.mcName).toBe(
        inside.filter((row) => row.mcName === fleet.mcName).length,
      );
    }
    expect(answer.mcData.map((fleet) => fleet.mcLpCount)).toEqual([6, 4, 3, 4]);
    expect(answer.inMcCount).toBe(answer.mcData.filter((fleet) => fleet.mcInLpCount > 0).length);
    const todayStart = startOfDay(Date.now());
    const today = all.filter((row) => row.recognitionTime >= todayStart);
    expect(answer.inTrainSumCount).toBe(today.filter((row) => row.direction === 1).length);
    expect(answer.outTrainSumCount).toBe(today.filter((row) => row.direction === 2).length);
    expect(Object.keys(answer.dataMap)).toHaveLength(7);
    const days = Object.values(answer.dataMap);
    expect(days.reduce((sum, day) => sum + day.inTrainCount + day.outTrainCount, 0)).toBe(
      all.filter((row) => row.recognitionTime >= weekStart()).length,
    );
  });

  it('computes the overview once per 3 s per project: a call inside the window gets the cached answer', async () => {
    // A project no other test asks the overview of: its first call opens a window.
    const projectId = DEMO_PROJECTS.longName;
    const call = (path: string) => dataOf<VehicleOverview>(context.server, path, { projectId }, admin);
    const before = await call(VEHICLE_PATHS.trainData);
    // Written where the server reads (on PGlite `context.db` is a copy of its rows).
    await context.server.app.taskRunner.deps.db.insert(lprRecords).values({
      projectId,
      deviceId: DEMO_DEVICES.lpr.entrance,
      licensePlate: '浙A·WIN001',
      vehicleType: 1,
      direction: 1,
      recognitionTime: formatDateTime(Date.now()),
    });
    // The passage counts from the next window on, whichever call asks.
    expect(await call(VEHICLE_PATHS.motorcadeData)).toEqual(before);
    await vi.waitFor(
      async () =>
        expect((await call(VEHICLE_PATHS.trainData)).inTrainSumCount).toBe(before.inTrainSumCount + 1),
      { timeout: VEHICLE_THROTTLE_MS + 3000, interval: 500 },
    );
  });

  it("answers a wall's key the records of its own project only, not the overview", async () => {
    const body = { projectId: MAIN, pageSize: 20, pageNumber: 1 };
    expect((await wallPost(context.server, RECORDS, body, DEMO_SCREEN.key)).code).toBe(200);
    const other = { ...body, projectId: DEMO_PROJECTS.pastDeadline };
    expect((await wallPost(context.server, RECORDS, other, DEMO_SCREEN.key)).code).toBe(403);
    expect(
      (await wallPost(context.server, VEHICLE_PATHS.trainData, { projectId: MAIN }, DEMO_SCREEN.key)).code,
    ).toBe(401);
  });

  it('refuses no token, a user without cSiteLprRecordManager and a foreign project', async () => {
    const { server } = context;
    expect(await refusals(server, RECORDS, { projectId: MAIN })).toEqual(REFUSED);
    expect(await refusals(server, VEHICLE_PATHS.trainData, { projectId: MAIN })).toEqual(REFUSED);
    expect(await refusals(server, VEHICLE_PATHS.motorcadeData, { projectId: MAIN })).toEqual(REFUSED);
  });
});
