import {
  type PageResult,
  TRAIN_DEVICE_SYNC_API,
  type TrainDevicePersonRow,
  type TrainDeviceSyncAnswer,
  type TrainSyncScope,
} from '@site/shared-schema';
import { fetchData } from '../../../api/http';
import type { SyncPersonsQuery } from '../../../resource/SyncPersonsDrawer';

/** The people on the job with the state of their face on a training device (siteTrainDevicePersonSyn/listByDevice). */
export const listTrainDevicePersons = (query: SyncPersonsQuery) =>
  fetchData<PageResult<TrainDevicePersonRow>>(TRAIN_DEVICE_SYNC_API.persons, query);

/** Starts sending faces to a training device; the answer says how many it works through. */
export const syncTrainDevice = (
  projectId: string,
  deviceId: string,
  scope: TrainSyncScope,
  personIdList?: string[],
) =>
  fetchData<TrainDeviceSyncAnswer>(TRAIN_DEVICE_SYNC_API.sync, { projectId, deviceId, scope, personIdList });

/** Sync states read again every second while the device works. */
export const SYNC_POLL_MS = 1000;
