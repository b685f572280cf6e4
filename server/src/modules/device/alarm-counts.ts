import type { DeviceAlarmCounts } from '@site/shared-schema';

/** A safety alarm is a limit passed; an error is a fault of the device itself (sensor, link). */
export type DeviceAlarmCategory = 'alarm' | 'error';

/** The number of events of one category of one device. */
export interface DeviceEventCount {
  deviceName: string;
  category: string;
  count: number;
}

/** The alarm and error counts of crane and lift widgets; the maps are keyed by device name. */
export function alarmCounts(rows: DeviceEventCount[]): DeviceAlarmCounts {
  const alarmDeviceData: Record<string, number> = {};
  const errorDeviceData: Record<string, number> = {};
  for (const row of rows) {
    const map = row.category === 'error' ? errorDeviceData : alarmDeviceData;
    map[row.deviceName] = (map[row.deviceName] ?? 0) + row.count;
  }
  const sum = (map: Record<string, number>) => Object.values(map).reduce((total, count) => total + count, 0);
  return {
    alarmDeviceCount: Object.keys(alarmDeviceData).length,
    alarmSumCount: sum(alarmDeviceData),
    errorDeviceCount: Object.keys(errorDeviceData).length,
    errorSumCount: sum(errorDeviceData),
    deviceDataMap: { alarmDeviceData, errorDeviceData },
  };
}
