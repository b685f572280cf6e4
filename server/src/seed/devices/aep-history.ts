import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { aepDevices, aepHourlyReadings, aepRealtimeLogs } from '../../db/schema';
import { paramsOf } from '../../modules/aep-device/params';
import { instantReading, realtimeLogRow } from '../../modules/simulator/electrical';
import { HOUR, READING_INTERVAL, readingTimes, stamp } from './clock';
import { between, round, seededRandom } from './random';

/** Every hour of the two months before now's month, in local time. */
function hoursOfTwoMonthsBefore(now: number): Date[] {
  const today = new Date(now);
  const end = new Date(today.getFullYear(), today.getMonth(), 1).getTime();
  const hours: Date[] = [];
  for (let hour = new Date(today.getFullYear(), today.getMonth() - 2, 1); hour.getTime() < end; ) {
    hours.push(hour);
    hour = new Date(hour.getFullYear(), hour.getMonth(), hour.getDate(), hour.getHours() + 1);
  }
  return hours;
}

/**
 * What the distribution boxes page shows beyond the dashboard's month: the realtime logs of the last day
 * (a reading every 10 minutes, as the simulator's rounds write them) and the hourly energy of the two
 * months before, so the by-month view has months to compare. Readings follow the simulator's model and
 * the limits each box runs.
 */
export async function seedAepHistory(db: Database): Promise<void> {
  const now = Date.now();
  const boxes = await db.select().from(aepDevices);
  const times = readingTimes(now, 1);
  const hours = hoursOfTwoMonthsBefore(now);
  for (const box of boxes) {
    const random = seededRandom(`aep-history:${box.id}`);
    const limits = paramsOf(box);
    const logs = times.map((time) => {
      const reading = instantReading(random, box.areaName, time, limits);
      const energy = round((reading.kw * READING_INTERVAL) / HOUR, 3);
      return realtimeLogRow(box.id, stamp(time), energy, round(between(random, 8, 18), 2), reading);
    });
    await insertMany(db, aepRealtimeLogs, logs);
    const hourly = hours.map((hour) => ({
      deviceId: box.id,
      hourStart: stamp(hour),
      electricity: round(instantReading(random, box.areaName, hour, limits).kw, 2),
      leakageElectricity: round(between(random, 8, 18), 2),
    }));
    // The month's own step (electrical.ts) read its month from an earlier clock: a seed that crossed
    // midnight into a new month, or this step added to a database seeded months ago, would write some
    // hours twice. Those keep the month step's readings.
    await insertMany(db, aepHourlyReadings, hourly, 'keep');
  }
}
