import type { AepRealtimeLog } from '@site/shared-realtime';
import { describe, expect, it } from 'vitest';
import { valuesOfLog } from './live-values';

const LOG: AepRealtimeLog = {
  projectId: '1',
  deviceId: 'aep-1',
  deviceName: '1号总配电箱',
  time: '2026-11-25 10:00:00',
  areaName: '1号楼施工区',
  electricity: 0.6,
  leakageElectricity: 12.5,
  temperature: 36.2,
  current: [61.1, 58.4, 60.2],
  voltage: [220.1, 219.8, 221.4],
  warnings: [],
};

describe('valuesOfLog', () => {
  it('spreads the phases and names a reading without warnings normal', () => {
    expect(valuesOfLog(LOG)).toEqual({
      deviceId: 'aep-1',
      deviceName: '1号总配电箱',
      electricity: 0.6,
      leakageElectricity: 12.5,
      temperature: 36.2,
      currentA: 61.1,
      currentB: 58.4,
      currentC: 60.2,
      voltageA: 220.1,
      voltageB: 219.8,
      voltageC: 221.4,
      warnType: 'normal',
      recordedAt: '2026-11-25 10:00:00',
    });
  });

  it('names a reading by its first warning, as the log list does', () => {
    const warned = {
      ...LOG,
      warnings: [
        { warnType: 'overcurrent', value: 300 },
        { warnType: 'highVoltage', value: 250 },
      ],
    };
    expect(valuesOfLog(warned).warnType).toBe('overcurrent');
  });
});
