import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { craneAlarms, craneDevices, craneReadings } from '../../db/schema';
import type { DeviceEventCount } from '../device/alarm-counts';

/** The cranes with their latest reading (null before the first one). */
function cranesWithLatest(db: Database) {
  // A lateral LIMIT 1 per crane reads one index entry each, however long the history grows.
  const latest = db
    .select()
    .from(craneReadings)
    .where(eq(craneReadings.deviceId, craneDevices.id))
    .orderBy(desc(craneReadings.recordedAt))
    .limit(1)
    .as('latest');
  return db
    .select({
      crane: craneDevices,
      reading: {
        recordedAt: latest.recordedAt,
        height: latest.height,
        obliguity: latest.obliguity,
        moment: latest.moment,
        range: latest.range,
        windSpeed: latest.windSpeed,
        weight: latest.weight,
      },
    })
    .from(craneDevices)
    .leftJoinLateral(latest, sql`true`);
}

export type CraneWithLatest = NonNullable<Awaited<ReturnType<typeof findCrane>>>;

export async function pageCranes(db: Database, projectId: string, window: { limit: number; offset: number }) {
  const where = eq(craneDevices.projectId, projectId);
  const [{ total }] = await db.select({ total: count() }).from(craneDevices).where(where);
  const rows = await cranesWithLatest(db)
    .where(where)
    .orderBy(asc(craneDevices.sort), asc(craneDevices.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

export async function findCrane(db: Database, projectId: string, id: string) {
  const [row] = await cranesWithLatest(db).where(
    and(eq(craneDevices.projectId, projectId), eq(craneDevices.id, id)),
  );
  return row;
}

/** Alarms and errors of the project's cranes between two 'YYYY-MM-DD HH:mm:ss' times, per crane and category. */
export async function countCraneEvents(
  db: Database,
  projectId: string,
  from: string,
  to: string,
): Promise<DeviceEventCount[]> {
  return db
    .select({ deviceName: craneDevices.craneName, category: craneAlarms.category, count: count() })
    .from(craneAlarms)
    .innerJoin(craneDevices, eq(craneDevices.id, craneAlarms.deviceId))
    .where(
      and(
        eq(craneDevices.projectId, projectId),
        gte(craneAlarms.happenedAt, from),
        lte(craneAlarms.happenedAt, to),
      ),
    )
    .groupBy(craneDevices.craneName, craneAlarms.category);
}
