import { type AepParamMessage, type AepRealtimeLog, projectTopic } from '@site/shared-realtime';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { aepDevices, aepHourlyReadings, aepWarnings } from '../../db/schema';
import { HOUR, isWorkingTime, MINUTE, stamp } from '../../seed/devices/clock';
import { between, pick, type Random, round } from '../../seed/devices/random';
import type { AepWarnType } from '../electrical/stats';
import { chance, type SimulatorContext } from './context';

/** The limits every demo box checks (sendAepDeviceParam): 220 V ± 10 %, cabinet 70 °C, 250 A, 30 mA. */
const PARAMS = {
  ratedCurrent: 250,
  maxTemperature: 70,
  lowVoltage: 198,
  highVoltage: 242,
  maxLeakageElectricity: 30,
};

/** A fault that trips a warning, with the reading it shows: °C, A or V. */
const FAULT_VALUES: Record<AepWarnType, (random: Random) => number> = {
  temperature: (random) => round(between(random, 72, 85)),
  overcurrent: (random) => round(between(random, 260, 320)),
  voltageLoss: () => 0,
  lowVoltage: (random) => round(between(random, 180, 195)),
  highVoltage: (random) => round(between(random, 245, 255)),
};
const WARN_TYPES = Object.keys(FAULT_VALUES) as AepWarnType[];

/** Load in kW: the work areas peak in working hours, the living quarters in the evening. */
function loadKw(areaName: string, time: Date): number {
  const hour = time.getHours();
  if (areaName.includes('生活')) return hour >= 18 && hour < 23 ? 22 : isWorkingTime(time) ? 8 : 6;
  return isWorkingTime(time) ? 38 : 5;
}

type Phases = [number, number, number];
const phases = (value: () => number): Phases => [value(), value(), value()];

/** Three-phase current (A) of a load at 380 V, power factor 0.85. */
const phaseCurrent = (kw: number): number => (kw * 1000) / (Math.sqrt(3) * 380 * 0.85);

/**
 * Distribution boxes: each round adds the energy used since the previous one to the hour's row (what the
 * day and month statistics sum) and keeps the hour's leakage current; a rare fault pushes one reading
 * past a limit, which is written as a warning event. A box's limits are published when it first reports.
 */
export function electricalRound() {
  const announced = new Set<string>();
  const reportedAt = new Map<string, number>();
  return async (ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> => {
    const { random, db } = ctx;
    const boxes = await db
      .select()
      .from(aepDevices)
      .where(and(inArray(aepDevices.projectId, projectIds), eq(aepDevices.online, true)));
    const time = new Date(now);
    const recordedAt = stamp(time);
    const hourStart = stamp(new Date(time.getFullYear(), time.getMonth(), time.getDate(), time.getHours()));
    for (const box of boxes) {
      const base = {
        projectId: box.projectId,
        deviceId: box.id,
        deviceName: box.deviceName,
        time: recordedAt,
      };
      if (!announced.has(box.id)) {
        announced.add(box.id);
        const param: AepParamMessage = { ...base, ...PARAMS };
        ctx.publish(projectTopic('sendAepDeviceParam', box.projectId), param);
      }
      const kw = loadKw(box.areaName, time) * between(random, 0.8, 1.2);
      const amps = phaseCurrent(kw);
      let current = phases(() => round(amps * between(random, 0.9, 1.1)));
      let voltage = phases(() => round(between(random, 216, 226)));
      let temperature = round(28 + amps / 8 + between(random, -1, 1));
      const warnings: AepRealtimeLog['warnings'] = [];
      if (chance(random, 0.003)) {
        const warnType = pick(random, WARN_TYPES);
        const value = FAULT_VALUES[warnType](random);
        warnings.push({ warnType, value });
        if (warnType === 'temperature') temperature = value;
        else if (warnType === 'overcurrent') current = [value, current[1], current[2]];
        else voltage = [value, voltage[1], voltage[2]];
      }
      // The energy since the box's previous reading (a period at the first, at most an hour after a pause).
      const since = now - (reportedAt.get(box.id) ?? now - (ctx.intervalMs || MINUTE));
      reportedAt.set(box.id, now);
      const energy = round((kw * Math.min(Math.max(since, 0), HOUR)) / HOUR, 3);
      const leakage = round(between(random, 8, 18), 2);
      await db
        .insert(aepHourlyReadings)
        .values({ deviceId: box.id, hourStart, electricity: energy, leakageElectricity: leakage })
        .onConflictDoUpdate({
          target: [aepHourlyReadings.deviceId, aepHourlyReadings.hourStart],
          set: {
            electricity: sql`${aepHourlyReadings.electricity} + ${energy}`,
            leakageElectricity: leakage,
          },
        });
      if (warnings.length > 0)
        await db
          .insert(aepWarnings)
          .values(warnings.map((warning) => ({ deviceId: box.id, happenedAt: recordedAt, ...warning })));
      const message: AepRealtimeLog = {
        ...base,
        areaName: box.areaName,
        electricity: energy,
        leakageElectricity: leakage,
        temperature,
        current,
        voltage,
        warnings,
      };
      ctx.publish(projectTopic('sendAepDeviceRealtimeLog', box.projectId), message);
    }
  };
}
