import { type CraneTimeLog, projectTopic } from '@site/shared-realtime';
import { and, eq, inArray } from 'drizzle-orm';
import { craneAlarms, craneDevices, craneReadings, craneWorkCycles, hoistDrivers } from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { between, pick, round } from '../../seed/devices/random';
import { craneAlarmTypes } from '../crane/limits';
import { craneCycle, driverByDevice } from '../hoist-people/cycles';
import { chance, clamp, drift, type SimulatorContext } from './context';

/** Hook and trolley: the moment an empty hook shows, in percent. */
const EMPTY_HOOK_MOMENT = 3;
/** The rated load moment (t·m) of a crane is about its largest load at a quarter of its largest range. */
const MOMENT_REACH = 0.25;
const FAULTS = ['高度传感器故障', '幅度传感器故障', '通信中断'];

/**
 * Tower cranes: while the site works the trolley runs out and in with loads up to what the range allows
 * (now and then an overload past the limiter); at rest the hook is parked high and empty. Readings past
 * a limit are written as alarms, and a rare fault as an error, as the alarm counts read them; a reading
 * with a load ends a work cycle driven by the crane's driver.
 */
export function craneRound() {
  const wind = new Map<string, number>();
  return async (ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> => {
    const { random, db } = ctx;
    const cranes = await db
      .select()
      .from(craneDevices)
      .where(and(inArray(craneDevices.projectId, projectIds), eq(craneDevices.online, true)));
    const time = new Date(now);
    const recordedAt = stamp(time);
    const working = isWorkingTime(time);
    const drivers = await driverByDevice(db, hoistDrivers.craneId);
    for (const crane of cranes) {
      const windSpeed = clamp(drift(random, wind.get(crane.id) ?? 3, 3.5, 0.6), 0.3, 25);
      wind.set(crane.id, windSpeed);
      const range = working ? between(random, 8, crane.tcMlMaxScope) : 12;
      const ratedMoment = crane.ratedWeight * crane.tcMlMaxScope * MOMENT_REACH;
      const capacity = Math.min(crane.ratedWeight, ratedMoment / range);
      const lifting = working && random() > 0.15;
      const share = lifting && chance(random, 0.03) ? between(random, 1.02, 1.08) : between(random, 0.2, 0.8);
      const weight = lifting ? capacity * share : 0;
      const realtime = {
        height: round(working ? between(random, 5, crane.towerHeight - 10) : crane.towerHeight - 8),
        obliguity: round(0.25 + between(random, 0, 0.15) + (chance(random, 0.01) ? 0.8 : 0), 2),
        moment: round(((weight * range) / ratedMoment) * 100 + EMPTY_HOOK_MOMENT),
        tcMlMaxScope: round(range),
        windSpeed: round(windSpeed),
        weight: round(weight, 2),
      };
      const { tcMlMaxScope, ...values } = realtime;
      await db
        .insert(craneReadings)
        .values({ deviceId: crane.id, recordedAt, range: tcMlMaxScope, ...values })
        .onConflictDoNothing();
      const cycle = craneCycle(
        random,
        { deviceId: crane.id, range: tcMlMaxScope, ...values },
        time,
        crane.tcMlMaxScope,
        drivers.get(crane.id) ?? null,
      );
      if (cycle) await db.insert(craneWorkCycles).values(cycle);
      const alarms = craneAlarmTypes(realtime, crane);
      const events = alarms.map((alarmType) => ({ category: 'alarm', alarmType }));
      if (chance(random, 0.002)) events.push({ category: 'error', alarmType: pick(random, FAULTS) });
      if (events.length > 0)
        await db
          .insert(craneAlarms)
          .values(events.map((event) => ({ deviceId: crane.id, happenedAt: recordedAt, ...event })));
      const message: CraneTimeLog = {
        deviceType: 'crane',
        projectId: crane.projectId,
        deviceId: crane.id,
        deviceName: crane.craneName,
        time: recordedAt,
        alarmStatus: alarms.length > 0 ? '1' : '0',
        realtime,
        alarms,
      };
      ctx.publish(projectTopic('timeLog', crane.projectId), message);
    }
  };
}
