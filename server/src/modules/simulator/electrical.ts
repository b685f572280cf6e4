import { type AepParamMessage, type AepRealtimeLog, projectTopic } from '@site/shared-realtime';
import type { AepParams } from '@site/shared-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { aepDevices, aepHourlyReadings, aepRealtimeLogs, aepWarnings } from '../../db/schema';
import { HOUR, isWorkingTime, MINUTE, stamp } from '../../seed/devices/clock';
import { between, pick, type Random, round } from '../../seed/devices/random';
import { paramsOf } from '../aep-device/params';
import type { AepWarnType } from '../electrical/stats';
import { chance, type SimulatorContext } from './context';

/** A fault, with the reading it shows past the box's limit: °C, A or V. */
const FAULT_VALUES: Record<AepWarnType, (random: Random, limits: AepParams) => number> = {
  temperature: (random, limits) => round(limits.maxTemperature + between(random, 2, 15)),
  overcurrent: (random, limits) => round(limits.ratedCurrent * between(random, 1.04, 1.28)),
  voltageLoss: () => 0,
  lowVoltage: (random, limits) => round(limits.lowVoltage - between(random, 3, 18)),
  highVoltage: (random, limits) => round(limits.highVoltage + between(random, 3, 13)),
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

/** The warnings a reading raises against the limits the box runs (one per kind, as the box reports). */
function warningsOf(
  reading: { temperature: number; current: Phases; voltage: Phases },
  limits: AepParams,
): AepRealtimeLog['warnings'] {
  const warnings: AepRealtimeLog['warnings'] = [];
  const { temperature, current, voltage } = reading;
  if (temperature > limits.maxTemperature) warnings.push({ warnType: 'temperature', value: temperature });
  const highest = Math.max(...current);
  if (highest > limits.ratedCurrent) warnings.push({ warnType: 'overcurrent', value: highest });
  const lowest = Math.min(...voltage);
  if (lowest === 0) warnings.push({ warnType: 'voltageLoss', value: 0 });
  else if (lowest < limits.lowVoltage) warnings.push({ warnType: 'lowVoltage', value: lowest });
  const top = Math.max(...voltage);
  if (top > limits.highVoltage) warnings.push({ warnType: 'highVoltage', value: top });
  return warnings;
}

/**
 * A box's instant reading at a time: the phase currents of its area's load, the voltages, the cabinet
 * temperature, now and then a fault past a limit, and the warnings against the limits it runs.
 */
export function instantReading(random: Random, areaName: string, time: Date, limits: AepParams) {
  const kw = loadKw(areaName, time) * between(random, 0.8, 1.2);
  const amps = phaseCurrent(kw);
  let current = phases(() => round(amps * between(random, 0.9, 1.1)));
  let voltage = phases(() => round(between(random, 216, 226)));
  let temperature = round(28 + amps / 8 + between(random, -1, 1));
  if (chance(random, 0.003)) {
    const warnType = pick(random, WARN_TYPES);
    const value = FAULT_VALUES[warnType](random, limits);
    if (warnType === 'temperature') temperature = value;
    else if (warnType === 'overcurrent') current = [value, current[1], current[2]];
    else voltage = [value, voltage[1], voltage[2]];
  }
  const reading = { current, voltage, temperature };
  return { kw, ...reading, warnings: warningsOf(reading, limits) };
}

/** The realtime log row of a reading: its first warning names it ('normal' without one). */
export function realtimeLogRow(
  deviceId: string,
  recordedAt: string,
  electricity: number,
  leakageElectricity: number,
  reading: Pick<AepRealtimeLog, 'current' | 'voltage' | 'temperature' | 'warnings'>,
) {
  const { current, voltage } = reading;
  return {
    deviceId,
    recordedAt,
    electricity,
    leakageElectricity,
    temperature: reading.temperature,
    currentA: current[0],
    currentB: current[1],
    currentC: current[2],
    voltageA: voltage[0],
    voltageB: voltage[1],
    voltageC: voltage[2],
    warnType: reading.warnings[0]?.warnType ?? 'normal',
  };
}

/**
 * Distribution boxes: each round adds the energy used since the previous one to the hour's row (what the
 * day and month statistics sum) and keeps the hour's leakage current; the reading is checked against the
 * limits the box runs (what it last acknowledged: aep-boxes.ts), each warning written as a warning event,
 * and the reading kept as a realtime log. A rare fault pushes one reading past a limit. A box's limits
 * are published when it first reports.
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
      const limits = paramsOf(box);
      if (!announced.has(box.id)) {
        announced.add(box.id);
        const param: AepParamMessage = {
          ...base,
          ...limits,
          commandId: '',
          paramStatus: 'ACKNOWLEDGED',
          reason: '',
        };
        ctx.publish(projectTopic('sendAepDeviceParam', box.projectId), param);
      }
      const { kw, current, voltage, temperature, warnings } = instantReading(
        random,
        box.areaName,
        time,
        limits,
      );
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
      await db
        .insert(aepRealtimeLogs)
        .values(
          realtimeLogRow(box.id, recordedAt, energy, leakage, { current, voltage, temperature, warnings }),
        )
        .onConflictDoNothing();
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
