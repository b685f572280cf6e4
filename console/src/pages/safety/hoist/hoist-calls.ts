import type { DeviceAlarmCounts, HoistDriverRow, HoistKind, HoistManagerPhone } from '@site/shared-schema';
import { fetchData } from '../../../api/http';
import { HOIST_KINDS, type HoistStates } from './hoist-kinds';

/** The device page's calls of a kind beyond its list (seed 001 §7 "Device calls"). */
export const hoistCalls = {
  runningState: <K extends HoistKind>(kind: K, projectId: string, id: string) =>
    fetchData<HoistStates[K]>(HOIST_KINDS[kind].runningState, { projectId, id }),
  managerPhone: (kind: HoistKind, projectId: string) =>
    fetchData<HoistManagerPhone>(HOIST_KINDS[kind].managerPhone, { projectId }),
  alarmErrors: (kind: HoistKind, projectId: string) =>
    fetchData<DeviceAlarmCounts>(HOIST_KINDS[kind].alarmErrors, { projectId }),
  /** queryPersonByCrane: who drives the device. */
  drivers: (kind: HoistKind, projectId: string, id: string) => {
    const { drivers, deviceKey } = HOIST_KINDS[kind];
    return fetchData<HoistDriverRow[]>(drivers.api.byDevice, { projectId, [deviceKey]: id });
  },
};
