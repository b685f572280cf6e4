import { elevatorAlarms, elevatorDevices, elevatorReadings } from '../../db/schema';
import { alarmsAdapter, type HoistTables, readingsAdapter } from '../hoist/records';

const LIFTS: HoistTables = { devices: elevatorDevices, deviceName: elevatorDevices.elevatorName };

/** The lifts' readings (LIFT_REALTIME_RESOURCE). */
export const liftRealtimeAdapter = readingsAdapter(LIFTS, elevatorReadings, {
  height: elevatorReadings.height,
  floor: elevatorReadings.floor,
  weight: elevatorReadings.weight,
  peopleCnt: elevatorReadings.peopleCnt,
  speed: elevatorReadings.speed,
  windSpeed: elevatorReadings.windSpeed,
});

/** The lifts' alarms and faults (LIFT_ALARM_RESOURCE). */
export const liftAlarmAdapter = alarmsAdapter(LIFTS, elevatorAlarms);
