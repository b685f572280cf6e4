import { type EnvironmentTimeLog, projectTopic } from '@site/shared-realtime';
import { WIND_DIRECTIONS } from '@site/shared-schema';
import { inArray } from 'drizzle-orm';
import { ycjzDevices, ycjzReadings } from '../../db/schema';
import { dailyWave, isWorkingTime, stamp } from '../../seed/devices/clock';
import { between, round } from '../../seed/devices/random';
import { warnSettingsOf } from '../environment/settings';
import { warnFlags, windLevel } from '../environment/warn';
import { chance, clamp, drift, type SimulatorContext } from './context';
import { MONTH_MEANS } from './weather';

const DIRECTIONS = Object.values(WIND_DIRECTIONS);

interface MonitorState {
  direction: number;
  windSpeed: number;
  /** Rounds left of a dust episode (earthworks, a truck on a dry road) and of a gust. */
  dustLeft: number;
  gustLeft: number;
}

/**
 * Dust and noise monitors: dust follows the working day with now and then an episode past the PM10 and
 * TSP limits, noise the machines (and the night limit), wind drifts with the occasional gust past
 * Beaufort 6. Each reading is written and published as the monitor's new latest row, flagged by the
 * project's warn setting.
 */
export function environmentRound() {
  const states = new Map<string, MonitorState>();
  return async (ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> => {
    const { random } = ctx;
    const devices = await ctx.db.select().from(ycjzDevices).where(inArray(ycjzDevices.projectId, projectIds));
    const limitsOf = await warnSettingsOf(ctx.db, projectIds);
    const time = new Date(now);
    const recordedAt = stamp(time);
    const working = isWorkingTime(time);
    for (const device of devices) {
      const state = states.get(device.id) ?? {
        direction: Math.floor(random() * DIRECTIONS.length),
        windSpeed: 2,
        dustLeft: 0,
        gustLeft: 0,
      };
      states.set(device.id, state);
      if (working && state.dustLeft === 0 && chance(random, 0.03))
        state.dustLeft = 3 + Math.floor(random() * 5);
      if (state.gustLeft === 0 && chance(random, 0.01)) state.gustLeft = 2 + Math.floor(random() * 4);
      const dusty = state.dustLeft > 0;
      const gust = state.gustLeft > 0 ? 9 : 0;
      state.dustLeft = Math.max(0, state.dustLeft - 1);
      state.gustLeft = Math.max(0, state.gustLeft - 1);
      if (chance(random, 0.08))
        state.direction =
          (state.direction + (random() < 0.5 ? 1 : DIRECTIONS.length - 1)) % DIRECTIONS.length;
      const calm = 1.8 + 1.6 * Math.max(0, dailyWave(time, 15));
      state.windSpeed = clamp(drift(random, state.windSpeed, calm + gust, 0.4, 0.5), 0.2, 30);

      const pm25 =
        28 + 14 * dailyWave(time, 8) + between(random, 0, 6) + (working ? 6 : 0) + (dusty ? 45 : 0);
      const pm10 = pm25 * 1.7 + between(random, 0, 10) + (working ? 25 : 0) + (dusty ? 110 : 0);
      const tsp = pm10 * 1.9 + between(random, 0, 20) + (dusty ? 160 : 0);
      const noise = working ? 58 + between(random, 0, 14) : 42 + between(random, 0, 8);
      const values = {
        tsp: round(tsp),
        pm10: round(pm10),
        pm25: round(pm25),
        noise: round(noise),
        temperature: round(
          MONTH_MEANS[time.getMonth()] + 4.5 * dailyWave(time, 14) + between(random, -0.5, 0.5),
        ),
        humidity: round(clamp(72 - 14 * dailyWave(time, 14) + between(random, -3, 3), 30, 98)),
        wind: DIRECTIONS[state.direction],
        windSpeed: round(state.windSpeed),
        windLv: windLevel(round(state.windSpeed)),
        barometric: round(1016 - 2.5 * dailyWave(time, 16) + between(random, -0.3, 0.3)),
      };
      await ctx.db
        .insert(ycjzReadings)
        .values({ deviceId: device.id, recordedAt, ...values })
        .onConflictDoNothing();
      const message: EnvironmentTimeLog = {
        deviceType: 'ycjz',
        projectId: device.projectId,
        deviceId: device.id,
        deviceName: device.deviceAlias,
        time: recordedAt,
        reading: {
          ycjzDeviceId: device.id,
          deviceAlias: device.deviceAlias,
          ...values,
          ...warnFlags(values, recordedAt, limitsOf(device.projectId)),
        },
      };
      ctx.publish(projectTopic('timeLog', device.projectId), message);
    }
  };
}
