import { WIND_DIRECTIONS } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { ycjzDevices, ycjzReadings } from '../../db/schema';
import { isNight, windLevel } from '../../modules/environment/warn';
import { DEMO_PROJECTS } from '../demo';
import { dailyWave, isWorkingTime, readingTimes, stamp } from './clock';
import { gustFront } from './gust';
import { DEMO_DEVICES } from './ids';
import { between, integerBetween, type Random, round, seededRandom } from './random';

/** Monthly mean temperatures of Hangzhou (°C), January first. */
const MONTH_MEAN_TEMPERATURE = [4.3, 6.2, 10.4, 16.2, 21.3, 24.8, 28.8, 28.2, 24, 18.6, 12.6, 6.6];
const DIRECTIONS = Object.values(WIND_DIRECTIONS);

const DEVICES = [
  {
    id: DEMO_DEVICES.environment.gate,
    projectId: DEMO_PROJECTS.main,
    deviceAlias: '1号扬尘监测仪（东大门）',
    dust: 1,
  },
  {
    id: DEMO_DEVICES.environment.pit,
    projectId: DEMO_PROJECTS.main,
    deviceAlias: '2号扬尘监测仪（基坑北侧）',
    dust: 0.85,
  },
  {
    id: DEMO_DEVICES.environment.camp,
    projectId: DEMO_PROJECTS.main,
    deviceAlias: '3号扬尘监测仪（生活区）',
    dust: 0.5,
  },
  {
    id: DEMO_DEVICES.environment.sciencePark,
    projectId: DEMO_PROJECTS.pastDeadline,
    deviceAlias: '科创园扬尘监测仪',
    dust: 0.7,
  },
];

/** A run of slots in which something unusual lasts: a dust episode, a night pour. */
function episodes(random: Random) {
  let left = 0;
  return (chance: number, minLength: number, maxLength: number): boolean => {
    if (left === 0 && random() < chance) left = integerBetween(random, minLength, maxLength);
    if (left === 0) return false;
    left--;
    return true;
  };
}

function readingsOf(
  device: (typeof DEVICES)[number],
  times: Date[],
  gust: (time: Date) => number,
): (typeof ycjzReadings.$inferInsert)[] {
  const random = seededRandom(`environment:${device.id}`);
  const dustEpisode = episodes(random);
  const nightPour = episodes(random);
  let direction = integerBetween(random, 0, DIRECTIONS.length - 1);
  return times.map((time) => {
    const recordedAt = stamp(time);
    const working = isWorkingTime(time);
    const dusty = working && dustEpisode(0.03, 3, 8);
    const pour = isNight(recordedAt) && nightPour(0.02, 3, 6);
    if (random() < 0.08)
      direction = (direction + (random() < 0.5 ? 1 : DIRECTIONS.length - 1)) % DIRECTIONS.length;
    const mean = MONTH_MEAN_TEMPERATURE[time.getMonth()];
    const windSpeed = round(
      Math.max(0.2, 1.8 + 1.6 * Math.max(0, dailyWave(time, 15)) + between(random, -0.6, 0.6) + gust(time)),
    );
    const pm25 = 28 + 14 * dailyWave(time, 8) + between(random, 0, 6) + (working ? 6 : 0) + (dusty ? 30 : 0);
    const pm10 = pm25 * 1.7 + between(random, 0, 10) + device.dust * ((working ? 25 : 0) + (dusty ? 110 : 0));
    const tsp = pm10 * 1.9 + between(random, 0, 20) + device.dust * (dusty ? 160 : 0);
    const noise = working
      ? 58 + between(random, 0, 12) + (random() < 0.08 ? 6 : 0)
      : 42 + between(random, 0, 8) + (pour ? 11 : 0);
    return {
      deviceId: device.id,
      recordedAt,
      tsp: round(tsp),
      pm10: round(pm10),
      pm25: round(pm25),
      noise: round(noise),
      temperature: round(mean + 4.5 * dailyWave(time, 14) + between(random, -0.5, 0.5)),
      humidity: round(Math.min(98, Math.max(30, 72 - 14 * dailyWave(time, 14) + between(random, -3, 3)))),
      wind: DIRECTIONS[direction],
      windSpeed,
      windLv: windLevel(windSpeed),
      barometric: round(1016 - 2.5 * dailyWave(time, 16) + between(random, -0.3, 0.3)),
    };
  });
}

/** Dust and noise monitors with a reading every 10 minutes for the last 2 days. */
export async function seedEnvironment(db: Database, now: number): Promise<void> {
  await db
    .insert(ycjzDevices)
    .values(DEVICES.map(({ id, projectId, deviceAlias }, sort) => ({ id, projectId, deviceAlias, sort })));
  const times = readingTimes(now, 2);
  await insertMany(
    db,
    ycjzReadings,
    DEVICES.flatMap((device) => readingsOf(device, times, gustFront(now))),
  );
}
