import type { FaceDevicePersonRow, FaceSyncStatus, PageResult } from '@site/shared-schema';
import { fetchData } from '../../../api/http';

export interface DevicePersonsQuery {
  projectId: string;
  deviceId: string;
  syncStatus?: FaceSyncStatus | '';
  personName?: string;
  pageNumber: number;
  pageSize: number;
}

/**
 * The people meant for a device with their state on it, by the `persons` call of its resource
 * (siteVerifyDeviceSyn/listByDevice for the gates).
 */
export const listDevicePersons = (path: string, query: DevicePersonsQuery) =>
  fetchData<PageResult<FaceDevicePersonRow>>(path, query);
