import type { FaceDevicePersonRow, PageResult } from '@site/shared-schema';
import { fetchData } from '../../../api/http';
import type { SyncPersonsQuery } from '../../../resource/SyncPersonsDrawer';

/**
 * The people meant for a device with their state on it, by the `persons` call of its resource
 * (siteVerifyDeviceSyn/listByDevice for the gates).
 */
export const listDevicePersons = (path: string, query: SyncPersonsQuery) =>
  fetchData<PageResult<FaceDevicePersonRow>>(path, query);
