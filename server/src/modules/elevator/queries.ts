import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { elevatorAlarms, elevatorDevices, elevatorReadings } from '../../db/schema';
import type { DeviceEventCount } from '../device/alarm-counts';

/** The lifts with their latest reading (null before the first one). */
function liftsWithLatest(db: Database) {
  // A lateral LIMIT 1 per lift reads one index entry each, however long the history grows.
  const latest = db
    .select()
    .from(elevatorReadings)
    .where(eq(elevatorReadings.deviceId, elevatorDevices.id))
    .orderBy(desc(elevatorReadings.recordedAt))
    .limit(1)
    .as('latest');
  return db
    .select({
      lift: elevatorDevices,
      reading: {
        recordedAt: latest.recordedAt,
        height: latest.height,
        floor: latest.floor,
        weight: latest.weight,
        peopleCnt: latest.peopleCnt,
        speed: latest.speed,
        obliguityX: latest.obliguityX,
        obliguityY: latest.obliguityY,
        windSpeed: latest.windSpeed,
      },
    })
    .from(elevatorDevices)
    .leftJoinLateral(latest, sql`true`);
}

export type LiftWithLatest = NonNullable<Awaited<ReturnType<typeof findLift>>>;

export async function pageLifts(db: Database, projectId: string, window: { limit: number; offset: number }) {
  const where = eq(elevatorDevices.projectId, projectId);
  const [{ total }] = await db.select({ total: count() }).from(elevatorDevices).where(where);
  const rows = await liftsWithLatest(db)
    .where(where)
    .orderBy(asc(elevatorDevices.sort), asc(elevatorDevices.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

/** A lift by id alone, as the lift widget asks: the caller checks its project. */
export async function findLift(db: Database, id: string) {
  const [row] = await liftsWithLatest(db).where(eq(elevatorDevices.id, id));
  return row;
}

/** Alarms and errors of the project's lifts between two 'YYYY-MM-DD HH:mm:ss' times, per lift and category. */
export async function countLiftEvents(
  db: Database,
  projectId: string,
  from: string,
  to: string,
): Promise<DeviceEventCount[]> {
  return db
    .select({ deviceName: elevatorDevices.elevatorName, category: elevatorAlarms.category, count: count() })
    .from(elevatorAlarms)
    .innerJoin(elevatorDevices, eq(elevatorDevices.id, elevatorAlarms.deviceId))
    .where(
      and(
        eq(elevatorDevices.projectId, projectId),
        gte(elevatorAlarms.happenedAt, from),
        lte(elevatorAlarms.happenedAt, to),
      ),
    )
    .groupBy(elevatorDevices.elevatorName, elevatorAlarms.category);
}
