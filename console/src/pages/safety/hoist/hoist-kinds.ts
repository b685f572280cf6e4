import {
  CRANE_ALARM_RESOURCE,
  CRANE_DRIVER_RESOURCE,
  CRANE_FACE_DEVICE_RESOURCE,
  CRANE_REALTIME_RESOURCE,
  CRANE_WORK_RESOURCE,
  type CraneListRecord,
  type CraneRunningState,
  type ElevatorListItem,
  HOIST_CALLS,
  type HoistKind,
  LIFT_ALARM_RESOURCE,
  LIFT_DRIVER_RESOURCE,
  LIFT_FACE_DEVICE_RESOURCE,
  LIFT_REALTIME_RESOURCE,
  LIFT_WORK_RESOURCE,
  type LiftRunningState,
  type PageResult,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { fetchData } from '../../../api/http';

/** A device row of either kind as the device page shows it. */
export interface HoistRow {
  id: string;
  name: string;
  online: boolean;
  alarm: boolean;
}

type PageBody = { projectId: string; pageNumber: number; pageSize: number };

/** A kind's list call, its records read as HoistRows. */
const rowsOf =
  <R>(path: string, toRow: (record: R) => HoistRow) =>
  async (body: PageBody): Promise<PageResult<HoistRow>> => {
    const page = await fetchData<PageResult<R>>(path, body);
    return { ...page, records: page.records.map(toRow) };
  };

/**
 * The one declaration per device kind: its calls, its resources (data recording, cab face devices,
 * drivers, the body key naming one of its devices) and how its list record reads. The seed gives cranes and
 * lifts the same call set with differently named fields ('1' against 1, craneName against elevatorName);
 * the shared pages work on HoistRow alone.
 */
export const HOIST_KINDS = {
  crane: {
    ...HOIST_CALLS.crane,
    alarmErrors: '/front/siteCraneDevice/queryAlarmErrorData',
    records: { realtime: CRANE_REALTIME_RESOURCE, alarm: CRANE_ALARM_RESOURCE, work: CRANE_WORK_RESOURCE },
    faceDevices: CRANE_FACE_DEVICE_RESOURCE,
    drivers: CRANE_DRIVER_RESOURCE,
    deviceKey: 'craneDeviceId',
    page: rowsOf<CraneListRecord>(WIDGET_CALLS.craneList.path, (record) => ({
      id: record.craneDeviceId,
      name: record.craneName,
      online: record.deviceStatus === '1',
      alarm: record.alarmStatus === '1',
    })),
  },
  lift: {
    ...HOIST_CALLS.lift,
    alarmErrors: '/front/siteElevatorDevice/queryAlarmErrorData',
    records: { realtime: LIFT_REALTIME_RESOURCE, alarm: LIFT_ALARM_RESOURCE, work: LIFT_WORK_RESOURCE },
    faceDevices: LIFT_FACE_DEVICE_RESOURCE,
    drivers: LIFT_DRIVER_RESOURCE,
    deviceKey: 'elevatorDeviceId',
    page: rowsOf<ElevatorListItem>(WIDGET_CALLS.liftList.path, (record) => ({
      id: record.elevatorDeviceId,
      name: record.elevatorName,
      online: record.deviceStatus === 1,
      alarm: record.alarmStatus === 1,
    })),
  },
} as const satisfies Record<HoistKind, unknown>;

/** The running state each kind answers. */
export type HoistStates = { crane: CraneRunningState; lift: LiftRunningState };
