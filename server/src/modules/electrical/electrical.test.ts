import {
  type ElectricalStats,
  endOfDay,
  formatDateTime,
  MONTH_FORMAT,
  startOfDay,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aepDevices, aepHourlyReadings, aepWarnings } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import {
  dataOf,
  REFUSED,
  refusals,
  type ServerWithRows,
  startTestServerWithRows,
} from '../../test/seeded-rows';
import { AEP_WARN_COUNT_FIELDS } from './stats';

const DAY = WIDGET_CALLS.electricityDay.path;
const MONTH = WIDGET_CALLS.electricityMonth.path;
const MAIN = DEMO_PROJECTS.main;

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe('electricity of the distribution boxes', () => {
  let context: ServerWithRows;
  let admin: string;
  const stats = (path: string, body: Record<string, unknown>) =>
    dataOf<ElectricalStats>(
      context.server,
      path,
      { pageNumber: 1, pageSize: 10, areaIdList: [], ...body },
      admin,
    );

  /** The seeded hourly rows of the project's boxes between two times. */
  const hourlyRows = (from: string, to: string) =>
    context.db
      .select({
        hourStart: aepHourlyReadings.hourStart,
        areaName: aepDevices.areaName,
        electricity: aepHourlyReadings.electricity,
        leakage: aepHourlyReadings.leakageElectricity,
      })
      .from(aepHourlyReadings)
      .innerJoin(aepDevices, eq(aepDevices.id, aepHourlyReadings.deviceId))
      .where(
        and(
          eq(aepDevices.projectId, MAIN),
          gte(aepHourlyReadings.hourStart, from),
          lte(aepHourlyReadings.hourStart, to),
        ),
      );

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it("answers today's 24 hours as the seeded rows sum them, and totals equal to the sum of the hours", async () => {
    const now = Date.now();
    const day = await stats(DAY, { projectId: MAIN, month: formatDateTime(now, MONTH_FORMAT) });
    const rows = await hourlyRows(startOfDay(now), endOfDay(now));
    expect(Object.keys(day.hourDataMap)).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour)));
    for (const [hour, bucket] of Object.entries(day.hourDataMap)) {
      const inHour = rows.filter((row) => Number(row.hourStart.slice(11, 13)) === Number(hour));
      expect(bucket.hourSumElectricity).toBeCloseTo(total(inHour.map((row) => row.electricity)), 2);
      expect(bucket.hourSumLeakageElectricity).toBeCloseTo(total(inHour.map((row) => row.leakage)), 2);
    }
    const hours = Object.values(day.hourDataMap);
    expect(day.sumElectricity).toBeCloseTo(total(hours.map((hour) => hour.hourSumElectricity)), 2);
    expect(day.sumLeakageElectricity).toBeCloseTo(
      total(hours.map((hour) => hour.hourSumLeakageElectricity)),
      2,
    );
    expect(total(Object.values(day.areaDataMap))).toBeCloseTo(day.sumElectricity, 1);
    expect(day.dayDataMap).toEqual({});
  });

  it('answers every day of the month, today agreeing with the day call, and the month total', async () => {
    const now = Date.now();
    const month = formatDateTime(now, MONTH_FORMAT);
    const [monthly, daily] = [
      await stats(MONTH, { projectId: MAIN, month }),
      await stats(DAY, { projectId: MAIN }),
    ];
    const days = Object.keys(monthly.dayDataMap);
    expect(days[0]).toBe(`${month}-01`);
    expect(days).toHaveLength(
      new Date(new Date(now).getFullYear(), new Date(now).getMonth() + 1, 0).getDate(),
    );
    expect(monthly.dayDataMap[formatDateTime(now, 'YYYY-MM-DD')].daySumElectricity).toBeCloseTo(
      daily.sumElectricity,
      1,
    );
    const rows = await hourlyRows(`${month}-01 00:00:00`, endOfDay(now));
    expect(monthly.sumElectricity).toBeCloseTo(total(rows.map((row) => row.electricity)), 1);
    expect(monthly.sumElectricity).toBeCloseTo(
      total(Object.values(monthly.dayDataMap).map((d) => d.daySumElectricity)),
      2,
    );
    expect(monthly.sumElectricity).toBeGreaterThan(0);
  });

  it("counts the month's warnings by kind as the warning rows say", async () => {
    const month = formatDateTime(Date.now(), MONTH_FORMAT);
    const monthly = await stats(MONTH, { projectId: MAIN, month });
    const rows = await context.db
      .select({ warnType: aepWarnings.warnType, count: count() })
      .from(aepWarnings)
      .innerJoin(aepDevices, eq(aepDevices.id, aepWarnings.deviceId))
      .where(and(eq(aepDevices.projectId, MAIN), gte(aepWarnings.happenedAt, `${month}-01 00:00:00`)))
      .groupBy(aepWarnings.warnType);
    for (const [warnType, field] of Object.entries(AEP_WARN_COUNT_FIELDS)) {
      expect(monthly[field], warnType).toBe(rows.find((row) => row.warnType === warnType)?.count ?? 0);
    }
  });

  it('answers zeros for a month without readings, and 400 for a malformed month', async () => {
    const empty = await stats(MONTH, { projectId: MAIN, month: '2020-02' });
    expect(Object.keys(empty.dayDataMap)).toHaveLength(29);
    expect(empty).toMatchObject({ sumElectricity: 0, tCount: 0, areaDataMap: {} });
    const bad = await context.server.post(MONTH, { projectId: MAIN, month: '2026-13' }, admin);
    expect(bad.code).toBe(400);
  });

  it('keeps to the boxes of the project', async () => {
    const other = await stats(DAY, { projectId: DEMO_PROJECTS.pastDeadline });
    expect(Object.keys(other.areaDataMap).every((area) => area === '主楼施工区')).toBe(true);
    expect((await stats(DAY, { projectId: DEMO_PROJECTS.longName })).sumElectricity).toBe(0);
  });

  it('refuses no token, a user without cSiteAepDeviceManager and a foreign project', async () => {
    expect(await refusals(context.server, DAY, { projectId: MAIN })).toEqual(REFUSED);
    expect(await refusals(context.server, MONTH, { projectId: MAIN })).toEqual(REFUSED);
  });
});
