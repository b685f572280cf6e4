import type { AepRealtimeLog } from '@site/shared-realtime';
import type { AepRealtimeRow } from '@site/shared-schema';

/** The values a realtime log pushes, in the shape of a row of the realtime log list. */
export function valuesOfLog(log: AepRealtimeLog): Omit<AepRealtimeRow, 'realtimeId' | 'projectId'> {
  const [currentA, currentB, currentC] = log.current;
  const [voltageA, voltageB, voltageC] = log.voltage;
  return {
    deviceId: log.deviceId,
    deviceName: log.deviceName,
    electricity: log.electricity,
    leakageElectricity: log.leakageElectricity,
    temperature: log.temperature,
    currentA,
    currentB,
    currentC,
    voltageA,
    voltageB,
    voltageC,
    warnType: (log.warnings[0]?.warnType ?? 'normal') as AepRealtimeRow['warnType'],
    recordedAt: log.time,
  };
}
