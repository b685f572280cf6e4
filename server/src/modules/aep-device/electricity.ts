import type { AepElectricityStatistic, AepElectricityUnit } from '@site/shared-schema';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aepDevices, aepHourlyReadings } from '../../db/schema';
import { daysOfMonth, round2 } from '../electrical/stats';

/** The buckets of a period and its first and last day: the days of a month 'YYYY-MM' or the months of a year 'YYYY'. */
function bucketsOf(unit: AepElectricityUnit, period: string) {
  if (unit === 'day') {
    const days = daysOfMonth(period);
    return { buckets: days, from: days[0], to: days[days.length - 1] };
  }
  const months = Array.from({ length: 12 }, (_, index) => `${period}-${String(index + 1).padStart(2, '0')}`);
  return { buckets: months, from: `${period}-01-01`, to: `${period}-12-31` };
}

const FORMATS: Record<AepElectricityUnit, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/**
 * The kWh of the project's boxes (or of one) per day of a month or per month of a year, summed in SQL
 * from the hourly readings; every bucket is answered, zero when nothing was used, and the total is the
 * sum of the rounded buckets, so the table adds up.
 */
export async function electricityStatistic(
  db: Database,
  query: { projectId: string; deviceId?: string; unit: AepElectricityUnit; period: string },
): Promise<AepElectricityStatistic> {
  const { buckets, from, to } = bucketsOf(query.unit, query.period);
  const time = sql<string>`to_char(${aepHourlyReadings.hourStart}, ${sql.raw(`'${FORMATS[query.unit]}'`)})`;
  const filters: SQL[] = [
    eq(aepDevices.projectId, query.projectId),
    gte(aepHourlyReadings.hourStart, `${from} 00:00:00`),
    lte(aepHourlyReadings.hourStart, `${to} 23:59:59`),
  ];
  if (query.deviceId) filters.push(eq(aepHourlyReadings.deviceId, query.deviceId));
  const sums = await db
    .select({
      time,
      electricity: sql<number>`sum(${aepHourlyReadings.electricity})`.mapWith(Number),
    })
    .from(aepHourlyReadings)
    .innerJoin(aepDevices, eq(aepDevices.id, aepHourlyReadings.deviceId))
    .where(and(...filters))
    .groupBy(time);
  const byTime = new Map(sums.map((row) => [row.time, round2(row.electricity)]));
  const rows = buckets.map((bucket) => ({ time: bucket, electricity: byTime.get(bucket) ?? 0 }));
  return {
    rows,
    sumElectricity: round2(rows.reduce((total, row) => total + row.electricity, 0)),
  };
}
