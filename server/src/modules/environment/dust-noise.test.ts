import {
  API,
  type EnvironmentReading,
  type PageResult,
  type Task,
  WIDGET_CALLS,
  YCJZ_DEVICE_API,
  type YcjzCurvePoint,
  type YcjzStatisticRow,
  type YcjzWarnSetting,
} from '@site/shared-schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ycjzReadings } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import {
  dataOf,
  REFUSED,
  refusals,
  type ServerWithRows,
  startTestServerWithRows,
} from '../../test/seeded-rows';
import { xlsxRows } from '../../test/xlsx';
import { ENVIRONMENT_THRESHOLDS } from './warn';

const MAIN = DEMO_PROJECTS.main;
const GATE = DEMO_DEVICES.environment.gate;

describe('dust and noise management', () => {
  let context: ServerWithRows;
  let admin: string;
  const call = <T>(path: string, body: Record<string, unknown>) =>
    dataOf<T>(context.server, path, { projectId: MAIN, ...body }, admin);
  /** The first and last day of the seeded readings. */
  let days: { first: string; last: string };

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
    const [range] = await context.db
      .select({
        first: sql<string>`to_char(min(${ycjzReadings.recordedAt}), 'YYYY-MM-DD')`,
        last: sql<string>`to_char(max(${ycjzReadings.recordedAt}), 'YYYY-MM-DD')`,
      })
      .from(ycjzReadings)
      .where(eq(ycjzReadings.deviceId, GATE));
    days = range;
  });
  afterAll(() => context.close());

  it('adds, renames and deletes a monitor of the project', async () => {
    const added = await call<{ ycjzDeviceId: string }>(YCJZ_DEVICE_API.add, {
      deviceAlias: '北门监测点',
      sort: 9,
    });
    const page = await call<PageResult<{ ycjzDeviceId: string; deviceAlias: string; lastTime: string }>>(
      YCJZ_DEVICE_API.page,
      { deviceAlias: '北门' },
    );
    expect(page.records).toMatchObject([{ deviceAlias: '北门监测点', lastTime: '' }]);
    await call(YCJZ_DEVICE_API.update, { ycjzDeviceId: added.ycjzDeviceId, deviceAlias: '北门2', sort: 9 });
    const again = await context.server.post(
      YCJZ_DEVICE_API.add,
      { projectId: MAIN, deviceAlias: '北门2', sort: 1 },
      admin,
    );
    expect(again.code).toBe(400);
    await call(YCJZ_DEVICE_API.remove, { ycjzDeviceIdList: [added.ycjzDeviceId] });
    expect((await call<PageResult<unknown>>(YCJZ_DEVICE_API.page, { deviceAlias: '北门' })).total).toBe(0);
  });

  it('lists the seeded monitors with the time of their latest reading', async () => {
    const page = await call<PageResult<{ ycjzDeviceId: string; lastTime: string }>>(YCJZ_DEVICE_API.page, {});
    expect(page.records.find((row) => row.ycjzDeviceId === GATE)?.lastTime?.slice(0, 10)).toBe(days.last);
  });

  it('answers the default thresholds, saves new ones and flags the live readings by them', async () => {
    expect(await call<YcjzWarnSetting>(YCJZ_DEVICE_API.warnSetting, {})).toEqual(ENVIRONMENT_THRESHOLDS);
    const strict: YcjzWarnSetting = { ...ENVIRONMENT_THRESHOLDS, pm25: 0, noiseDay: 0, noiseNight: 0 };
    expect(await call<YcjzWarnSetting>(YCJZ_DEVICE_API.updateWarnSetting, { ...strict })).toEqual(strict);
    const live = await call<EnvironmentReading[]>(WIDGET_CALLS.environmentDevices.path, { pageSize: 9999 });
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((reading) => reading.pm25Warn === 1 && reading.noiseWarn === 1)).toBe(true);
    const bad = await context.server.post(
      YCJZ_DEVICE_API.updateWarnSetting,
      { projectId: MAIN, ...strict, pm25: -1 },
      admin,
    );
    expect(bad.code).toBe(400);
    await call(YCJZ_DEVICE_API.updateWarnSetting, { ...ENVIRONMENT_THRESHOLDS });
  });

  it('draws hourly and daily means of a monitor, and refuses another project monitor', async () => {
    const period = {
      ycjzDeviceId: GATE,
      startTime: `${days.first} 00:00:00`,
      endTime: `${days.last} 23:59:59`,
    };
    const hours = await call<YcjzCurvePoint[]>(YCJZ_DEVICE_API.curve, { ...period, unit: 'hour' });
    const daily = await call<YcjzCurvePoint[]>(YCJZ_DEVICE_API.curve, { ...period, unit: 'day' });
    expect(hours.length).toBeGreaterThan(daily.length);
    expect(daily.map((point) => point.time.slice(0, 10))).toContain(days.last);
    expect(hours.every((point, i) => i === 0 || point.time > hours[i - 1].time)).toBe(true);
    expect(hours[0].time).toMatch(/:00:00$/);
    const foreign = await context.server.post(
      YCJZ_DEVICE_API.curve,
      { projectId: MAIN, ...period, ycjzDeviceId: DEMO_DEVICES.environment.sciencePark, unit: 'day' },
      admin,
    );
    expect(foreign.code).toBe(404);
    const tooLong = await context.server.post(
      YCJZ_DEVICE_API.curve,
      { projectId: MAIN, ...period, startTime: '2020-01-01 00:00:00', unit: 'minute' },
      admin,
    );
    expect(tooLong.code).toBe(400);
  });

  it('pages the statistic list by monitor and day and exports the same rows', async () => {
    const filter = { ycjzDeviceId: GATE, startDate: days.first, endDate: days.last };
    const list = await call<PageResult<YcjzStatisticRow>>(YCJZ_DEVICE_API.statistic, {
      ...filter,
      pageSize: 20,
    });
    expect(list.total).toBeGreaterThan(0);
    expect(list.records.every((row) => row.ycjzDeviceId === GATE && row.pm10Max >= row.pm10Avg)).toBe(true);
    const readings = await context.db.select().from(ycjzReadings).where(eq(ycjzReadings.deviceId, GATE));
    expect(list.records.reduce((sum, row) => sum + row.readingCount, 0)).toBe(readings.length);
    const response = await fetch(`${context.server.url}${YCJZ_DEVICE_API.exportStatistic}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: MAIN, ...filter }),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows.map(({ values }) => [values.日期, values.超标条数])).toEqual(
      list.records.map((row) => [row.day, String(row.warnCount)]),
    );
    const tasks = await dataOf<PageResult<Task>>(
      context.server,
      API.taskPageList,
      { businessId: MAIN, pageSize: 20 },
      admin,
    );
    expect(tasks.records[0]).toMatchObject({
      taskType: 'YCJZ_STATISTIC_EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
    });
  });

  it('refuses each call without cSiteYcjzManager or for a foreign project', async () => {
    const days = { startDate: '2026-01-01', endDate: '2026-01-02' };
    expect(await refusals(context.server, YCJZ_DEVICE_API.warnSetting, { projectId: MAIN })).toEqual(REFUSED);
    expect(await refusals(context.server, YCJZ_DEVICE_API.statistic, { projectId: MAIN, ...days })).toEqual(
      REFUSED,
    );
  });
});
