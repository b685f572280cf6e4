import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ycjzDevices, ycjzReadings } from '../../db/schema';

/** The project's monitors that have reported, each with its latest reading, in list order. */
export async function latestReadings(
  db: Database,
  projectId: string,
  window: { limit: number; offset: number },
) {
  // A lateral LIMIT 1 per device reads one index entry each, however long the history grows.
  const latest = db
    .select()
    .from(ycjzReadings)
    .where(eq(ycjzReadings.deviceId, ycjzDevices.id))
    .orderBy(desc(ycjzReadings.recordedAt))
    .limit(1)
    .as('latest');
  return db
    .select({
      ycjzDeviceId: ycjzDevices.id,
      deviceAlias: ycjzDevices.deviceAlias,
      recordedAt: latest.recordedAt,
      tsp: latest.tsp,
      pm10: latest.pm10,
      pm25: latest.pm25,
      noise: latest.noise,
      temperature: latest.temperature,
      humidity: latest.humidity,
      wind: latest.wind,
      windSpeed: latest.windSpeed,
      windLv: latest.windLv,
      barometric: latest.barometric,
    })
    .from(ycjzDevices)
    .innerJoinLateral(latest, sql`true`)
    .where(eq(ycjzDevices.projectId, projectId))
    .orderBy(asc(ycjzDevices.sort), asc(ycjzDevices.id))
    .limit(window.limit)
    .offset(window.offset);
}
