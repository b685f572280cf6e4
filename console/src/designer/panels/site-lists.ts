import {
  type AreaAttendanceRow,
  type CraneListRecord,
  type DataCall,
  type ElevatorListItem,
  type EnvironmentReading,
  type VideoDevice,
  WIDGET_CALLS,
} from '@site/shared-schema';
import useSWR from 'swr';
import { fetchData } from '../../api/http';
import { session } from '../../app/store/session';

/** One choice of a picker: the id the widget stores and the name a person reads. */
export interface SiteOption {
  id: string;
  name: string;
}

/** Reads a widget call for the current project, the way a wall would (whole project, now). */
async function readCall<T>(
  call: DataCall,
  projectId: string,
  extra: Record<string, unknown> = {},
): Promise<T[]> {
  const payload = { ...call.payload({ projectId, areaIdList: [], now: Date.now() }), ...extra };
  const data = await fetchData<unknown>(call.path, payload);
  const list = call.reads === 'data.records' ? (data as { records?: unknown })?.records : data;
  return Array.isArray(list) ? (list as T[]) : [];
}

interface Picker {
  call: DataCall;
  option(row: never): SiteOption;
}

/** The device list each device widget picks its start device from, and the id its carousel uses. */
const PICKERS: Record<string, Picker> = {
  TowerCrane: {
    call: WIDGET_CALLS.craneList,
    option: (row: CraneListRecord) => ({ id: row.craneDeviceId, name: row.craneName }),
  },
  Lift: {
    call: WIDGET_CALLS.liftList,
    option: (row: ElevatorListItem) => ({ id: row.elevatorDeviceId, name: row.elevatorName }),
  },
  EnvironmentMonitor: {
    call: WIDGET_CALLS.environmentDevices,
    option: (row: EnvironmentReading) => ({
      id: row.ycjzDeviceId,
      name: row.deviceAlias || row.ycjzDeviceId,
    }),
  },
};

export const hasDeviceList = (type: string): boolean => Object.hasOwn(PICKERS, type);

const useProjectId = () => session.use((state) => state.projectItem?.projectId);

/** The devices of a device widget type in the current project. */
export function useDevices(type: string) {
  const projectId = useProjectId();
  const picker = hasDeviceList(type) ? PICKERS[type] : undefined;
  return useSWR(picker && projectId ? ['designer-devices', type, projectId] : null, async () =>
    (await readCall<never>(picker!.call, projectId!)).map(picker!.option),
  );
}

/** Cameras (one row per channel) of a device type, for the video monitor's pick list. */
export function useCameras(deviceType: string) {
  const projectId = useProjectId();
  return useSWR(projectId ? ['designer-cameras', deviceType, projectId] : null, () =>
    readCall<VideoDevice>(WIDGET_CALLS.videoDevices, projectId!, { deviceType }),
  );
}

/**
 * The site areas of the current project, for the canvas areaId. The server serves no siteArea list;
 * the area attendance call answers one row per area, which is the list the widgets themselves use.
 */
export function useAreas() {
  const projectId = useProjectId();
  return useSWR(projectId ? ['designer-areas', projectId] : null, async () =>
    (await readCall<AreaAttendanceRow>(WIDGET_CALLS.areaAttendance, projectId!))
      .filter((row) => row.areaIdList?.length === 1)
      .map((row): SiteOption => ({ id: row.areaIdList[0]!, name: row.areaName })),
  );
}
