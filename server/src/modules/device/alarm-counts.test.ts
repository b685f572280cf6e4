import { describe, expect, it } from 'vitest';
import { alarmCounts } from './alarm-counts';

describe('device alarm counts', () => {
  it('counts devices and events per category, keyed by device name', () => {
    expect(
      alarmCounts([
        { deviceName: '1号塔吊', category: 'alarm', count: 3 },
        { deviceName: '2号塔吊', category: 'alarm', count: 2 },
        { deviceName: '2号塔吊', category: 'error', count: 1 },
      ]),
    ).toEqual({
      alarmDeviceCount: 2,
      alarmSumCount: 5,
      errorDeviceCount: 1,
      errorSumCount: 1,
      deviceDataMap: { alarmDeviceData: { '1号塔吊': 3, '2号塔吊': 2 }, errorDeviceData: { '2号塔吊': 1 } },
    });
  });

  it('answers zeros and empty maps without events', () => {
    expect(alarmCounts([])).toEqual({
      alarmDeviceCount: 0,
      alarmSumCount: 0,
      errorDeviceCount: 0,
      errorSumCount: 0,
      deviceDataMap: { alarmDeviceData: {}, errorDeviceData: {} },
    });
  });
});
