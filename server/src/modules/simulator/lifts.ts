import { type ElevatorTimeLog, projectTopic } from '@site/shared-realtime';
import { and, eq, inArray } from 'drizzle-orm';
import { elevatorAlarms, elevatorDevices, elevatorReadings } from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { between, integerBetween, pick, round } from '../../seed/devices/random';
import { liftAlarmTypes } from '../elevator/limits';
import { chance, clamp, drift, type SimulatorContext } from './context';

/** Kilograms a rider counts for, with his tools. */
const RIDER_WEIGHT = 80;
const FAULTS = ['限位开关故障', '称重传感器故障', '通信中断'];

interface CageState {
  floor: number;
  windSpeed: number;
}

/**
 * Lift cages: while the site works a cage travels between floors with riders and material (now and then
 * one too many), at rest it waits at the bottom. A reading past a rated value is written as an alarm.
 */
export function liftRound() {
  const states = new Map<string, CageState>();
  return async (ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> => {
    const { random, db } = ctx;
    const lifts = await db
      .select()
      .from(elevatorDevices)
      .where(and(inArray(elevatorDevices.projectId, projectIds), eq(elevatorDevices.online, true)));
    const time = new Date(now);
    const recordedAt = stamp(time);
    const working = isWorkingTime(time);
    for (const lift of lifts) {
      const state = states.get(lift.id) ?? { floor: lift.minFloor, windSpeed: 3 };
      states.set(lift.id, state);
      const floor = working ? integerBetween(random, lift.minFloor, lift.maxFloor) : lift.minFloor;
      const direction = Math.sign(floor - state.floor);
      state.floor = floor;
      state.windSpeed = clamp(drift(random, state.windSpeed, 3.5, 0.6), 0.3, 25);
      const storeyHeight = lift.ratedHeight / Math.max(1, lift.maxFloor - lift.minFloor + 1);
      const crowded = working && chance(random, 0.02);
      const peopleCnt = working
        ? crowded
          ? lift.ratedPeopleCnt + 1
          : integerBetween(random, 0, lift.ratedPeopleCnt)
        : 0;
      const cargo = working ? between(random, 0, lift.ratedWeight * 0.4) : 0;
      const realtime = {
        height: round((floor - lift.minFloor) * storeyHeight),
        floor,
        weight: round(peopleCnt * RIDER_WEIGHT + cargo),
        peopleCnt,
        speed: round(
          direction * between(random, 0.6, 1) * (direction > 0 ? lift.ratedUpSpeed : lift.ratedDownSpeed),
          2,
        ),
        obliguityX: round(between(random, -0.3, 0.3), 2),
        obliguityY: round(between(random, -0.3, 0.3), 2),
        windSpeed: round(state.windSpeed),
      };
      await db
        .insert(elevatorReadings)
        .values({ deviceId: lift.id, recordedAt, ...realtime })
        .onConflictDoNothing();
      const alarms = liftAlarmTypes(realtime, lift);
      const events = alarms.map((alarmType) => ({ category: 'alarm', alarmType }));
      if (chance(random, 0.002)) events.push({ category: 'error', alarmType: pick(random, FAULTS) });
      if (events.length > 0)
        await db
          .insert(elevatorAlarms)
          .values(events.map((event) => ({ deviceId: lift.id, happenedAt: recordedAt, ...event })));
      const message: ElevatorTimeLog = {
        deviceType: 'elevator',
        projectId: lift.projectId,
        deviceId: lift.id,
        deviceName: lift.elevatorName,
        time: recordedAt,
        alarmStatus: alarms.length > 0 ? 1 : 0,
        realtime: { ...realtime, time: recordedAt },
        alarms,
      };
      ctx.publish(projectTopic('timeLog', lift.projectId), message);
    }
  };
}
