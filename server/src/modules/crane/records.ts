import { craneAlarms, craneDevices, craneReadings } from '../../db/schema';
import { alarmsAdapter, type HoistTables, readingsAdapter } from '../hoist/records';

const CRANES: HoistTables = { devices: craneDevices, deviceName: craneDevices.craneName };

/** The cranes' readings (CRANE_REALTIME_RESOURCE). */
export const craneRealtimeAdapter = readingsAdapter(CRANES, craneReadings, {
  height: craneReadings.height,
  range: craneReadings.range,
  moment: craneReadings.moment,
  weight: craneReadings.weight,
  windSpeed: craneReadings.windSpeed,
  obliguity: craneReadings.obliguity,
});

/** The cranes' alarms and faults (CRANE_ALARM_RESOURCE). */
export const craneAlarmAdapter = alarmsAdapter(CRANES, craneAlarms);
