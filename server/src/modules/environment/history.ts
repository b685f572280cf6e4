import type { YcjzCurvePoint, YcjzCurveUnit, YcjzStatisticRow, YcjzWarnSetting } from '@site/shared-schema';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { ycjzDevices, ycjzReadings } from '../../db/schema';

const mean = (column: AnyPgColumn) => sql<number>`round(avg(${column})::numeric, 1)`.mapWith(Number);
const peak = (column: AnyPgColumn) => sql<number>`max(${column})`.mapWith(Number);

/** A reading's bucket: itself (minute), or the start of its hour or day (the unit inlined: GROUP BY must see the same expression). */
const bucketOf = (unit: YcjzCurveUnit) =>
  unit === 'minute'
    ? sql<string>`to_char(${ycjzReadings.recordedAt}, 'YYYY-MM-DD HH24:MI:SS')`
    : sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${ycjzReadings.recordedAt}), 'YYYY-MM-DD HH24:MI:SS')`;

/** A monitor's readings from `from` to `to`, raw or averaged per hour or day, oldest first. */
export async function curvePoints(
  db: Database,
  deviceId: string,
  period: { from: string; to: string },
  unit: YcjzCurveUnit,
): Promise<YcjzCurvePoint[]> {
  const time = bucketOf(unit);
  return db
    .select({
      time,
      tsp: mean(ycjzReadings.tsp),
      pm10: mean(ycjzReadings.pm10),
      pm25: mean(ycjzReadings.pm25),
      noise: mean(ycjzReadings.noise),
      temperature: mean(ycjzReadings.temperature),
      humidity: mean(ycjzReadings.humidity),
      windSpeed: mean(ycjzReadings.windSpeed),
    })
    .from(ycjzReadings)
    .where(
      and(
        eq(ycjzReadings.deviceId, deviceId),
        gte(ycjzReadings.recordedAt, period.from),
        lte(ycjzReadings.recordedAt, period.to),
      ),
    )
    .groupBy(time)
    .orderBy(asc(time));
}

export interface StatisticFilter {
  projectId: string;
  deviceId?: string;
  /** 'YYYY-MM-DD', both days included. */
  startDate: string;
  endDate: string;
}

/** 1 when a reading is past any threshold of `limits` (noise: the night limit from 22:00 to 06:00). */
function warnsOf(limits: YcjzWarnSetting): SQL<number> {
  const r = ycjzReadings;
  const hour = sql`extract(hour from ${r.recordedAt})`;
  const noiseLimit = sql`case when ${hour} >= 22 or ${hour} < 6 then ${limits.noiseNight}::float8 else ${limits.noiseDay}::float8 end`;
  return sql<number>`count(*) filter (where ${r.tsp} > ${limits.tsp}::float8 or ${r.pm10} > ${limits.pm10}::float8 or ${r.pm25} > ${limits.pm25}::float8 or ${r.noise} > ${noiseLimit} or ${r.temperature} > ${limits.temperature}::float8 or ${r.windSpeed} >= ${limits.windSpeed}::float8 or ${r.windLv} >= ${limits.windLv})`.mapWith(
    Number,
  );
}

const day = sql<string>`to_char(${ycjzReadings.recordedAt}, 'YYYY-MM-DD')`;

function statisticWhere(filter: StatisticFilter) {
  return and(
    eq(ycjzDevices.projectId, filter.projectId),
    filter.deviceId ? eq(ycjzDevices.id, filter.deviceId) : undefined,
    gte(ycjzReadings.recordedAt, `${filter.startDate} 00:00:00`),
    lte(ycjzReadings.recordedAt, `${filter.endDate} 23:59:59`),
  );
}

/** Monitor-days of the filter: newest day first, then the monitors in list order. */
export async function statisticRows(
  db: Database,
  filter: StatisticFilter,
  limits: YcjzWarnSetting,
  window: { limit: number; offset: number },
): Promise<YcjzStatisticRow[]> {
  return db
    .select({
      ycjzDeviceId: ycjzDevices.id,
      deviceAlias: ycjzDevices.deviceAlias,
      day,
      readingCount: sql<number>`count(*)`.mapWith(Number),
      tspAvg: mean(ycjzReadings.tsp),
      pm10Avg: mean(ycjzReadings.pm10),
      pm10Max: peak(ycjzReadings.pm10),
      pm25Avg: mean(ycjzReadings.pm25),
      pm25Max: peak(ycjzReadings.pm25),
      noiseAvg: mean(ycjzReadings.noise),
      noiseMax: peak(ycjzReadings.noise),
      temperatureAvg: mean(ycjzReadings.temperature),
      humidityAvg: mean(ycjzReadings.humidity),
      windSpeedMax: peak(ycjzReadings.windSpeed),
      warnCount: warnsOf(limits),
    })
    .from(ycjzReadings)
    .innerJoin(ycjzDevices, eq(ycjzDevices.id, ycjzReadings.deviceId))
    .where(statisticWhere(filter))
    .groupBy(ycjzDevices.id, ycjzDevices.deviceAlias, ycjzDevices.sort, day)
    .orderBy(desc(day), asc(ycjzDevices.sort), asc(ycjzDevices.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many monitor-days the filter holds. */
export async function countStatisticRows(db: Database, filter: StatisticFilter): Promise<number> {
  const groups = db
    .select({ deviceId: ycjzDevices.id, day })
    .from(ycjzReadings)
    .innerJoin(ycjzDevices, eq(ycjzDevices.id, ycjzReadings.deviceId))
    .where(statisticWhere(filter))
    .groupBy(ycjzDevices.id, day)
    .as('groups');
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(groups);
  return total;
}
