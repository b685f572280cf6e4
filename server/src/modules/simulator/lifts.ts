import { type ElevatorTimeLog, projectTopic } from '@site/shared-realtime';
import { and, eq, inArray } from 'drizzle-orm';
import {
  elevatorAlarms,
  elevatorDevices,
  elevatorReadings,
  elevatorWorkCycles,
  hoistDrivers,
} from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { between, integerBetween, pick, round } from '../../seed/devices/random';
import { liftAlarmTypes } from '../elevator/limits';
import { driverByDevice, liftTrip } from '../hoist-people/cycles';
import { chance, clamp, drift, type SimulatorContext } from './context';

/** Tonnes a rider counts for, with his tools (weights are in tonnes, as the cranes'). */
const RIDER_WEIGHT = 0.08;
const FAULTS = ['限位开关故障', '称重传感器故障', '通信中断'];

interface CageState {
  floor: number;
  height: number;
  windSpeed: number;
}

/**
 * Lift cages: while the site works a cage travels between floors with riders and material (now and then
 * one too many), at rest it waits at the bottom. A reading past a rated value is written as an alarm;
 * a reading at another floor ends a trip driven by the lift's driver.
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
    const drivers = await driverByDevice(db, hoistDrivers.elevatorId);
    for (const lift of lifts) {
      const state = states.get(lift.id) ?? { floor: lift.minFloor, height: 0, windSpeed: 3 };
      states.set(lift.id, state);
      const floor = working ? integerBetween(random, lift.minFloor, lift.maxFloor) : lift.minFloor;
      const direction = Math.sign(floor - state.floor);
      const from = { floor: state.floor, height: state.height };
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
        weight: round(peopleCnt * RIDER_WEIGHT + cargo, 2),
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
      state.height = realtime.height;
      const trip = liftTrip(
        random,
        { deviceId: lift.id, ...realtime },
        time,
        from,
        drivers.get(lift.id) ?? null,
      );
      if (trip) await db.insert(elevatorWorkCycles).values(trip);
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
