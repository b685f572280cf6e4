import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aepDevices, aepHourlyReadings, aepWarnings } from '../../db/schema';
import type { UsageRow, WarnTypeCount } from './stats';

/** A period between two 'YYYY-MM-DD HH:mm:ss' times, both included. */
export interface Period {
  from: string;
  to: string;
}

const BUCKETS = {
  hour: sql<string>`extract(hour from ${aepHourlyReadings.hourStart})::int::text`,
  day: sql<string>`to_char(${aepHourlyReadings.hourStart}, 'YYYY-MM-DD')`,
};

/** Energy and leakage of the project's boxes in a period, per hour or day and per area. */
export async function usageByBucket(
  db: Database,
  projectId: string,
  kind: keyof typeof BUCKETS,
  period: Period,
): Promise<UsageRow[]> {
  const bucket = BUCKETS[kind];
  return db
    .select({
      bucket,
      areaName: aepDevices.areaName,
      electricity: sql<number>`sum(${aepHourlyReadings.electricity})`.mapWith(Number),
      leakage: sql<number>`sum(${aepHourlyReadings.leakageElectricity})`.mapWith(Number),
    })
    .from(aepHourlyReadings)
    .innerJoin(aepDevices, eq(aepDevices.id, aepHourlyReadings.deviceId))
    .where(
      and(
        eq(aepDevices.projectId, projectId),
        gte(aepHourlyReadings.hourStart, period.from),
        lte(aepHourlyReadings.hourStart, period.to),
      ),
    )
    .groupBy(bucket, aepDevices.areaName);
}

export async function countWarnings(
  db: Database,
  projectId: string,
  period: Period,
): Promise<WarnTypeCount[]> {
  return db
    .select({ warnType: aepWarnings.warnType, count: count() })
    .from(aepWarnings)
    .innerJoin(aepDevices, eq(aepDevices.id, aepWarnings.deviceId))
    .where(
      and(
        eq(aepDevices.projectId, projectId),
        gte(aepWarnings.happenedAt, period.from),
        lte(aepWarnings.happenedAt, period.to),
      ),
    )
    .groupBy(aepWarnings.warnType);
}
