import type { TrainDeviceSyncAnswer, TrainSyncScope } from '@site/shared-schema';
import { formatDateTime } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { ApiError, CODE } from '../../http/envelope';
import { FACES_PER_COMMAND, type TrainDeviceFleet } from '../simulator/train-devices';
import { DeviceOfflineError } from '../verify-device/gateway';
import { STORE_MESSAGES } from '../verify-device/store-command';
import { trainDeviceOfProject } from './device';
import { recordTrainSync, type TrainRosterFilter, trainRosterToSync } from './sync-state';

const bad = (message: string) => new ApiError(CODE.badRequest, message);

export interface TrainSyncRequest {
  projectId: string;
  deviceId: string;
  scope: TrainSyncScope;
  personIdList?: string[];
}

function filterOf({ scope, personIdList }: TrainSyncRequest): TrainRosterFilter {
  if (scope === 'ALL') return {};
  if (scope === 'FAILED') return { syncStatus: 'FAILED' };
  const ids = [...new Set(personIdList ?? [])];
  if (ids.length === 0) throw bad(STORE_MESSAGES.noneChosen);
  return { personIds: ids };
}

/**
 * Sends faces to a training device: every person asked for becomes SYNCING at once and the call answers
 * how many; the device then works through them a batch of faces at a time, each answer recorded as the
 * person's state (SYNCED, or FAILED with the device's reason). A device that drops off midway fails the people left with
 * STORE_MESSAGES.droppedOff. One sync runs per device at a time (in this process).
 */
export function trainDeviceSyncer(db: Database, fleet: TrainDeviceFleet) {
  const busy = new Set<string>();
  return async (request: TrainSyncRequest): Promise<TrainDeviceSyncAnswer> => {
    const filter = filterOf(request);
    const device = await trainDeviceOfProject(db, request.projectId, request.deviceId);
    if (!device.online) throw new DeviceOfflineError();
    const scope = { deviceId: device.id, projectId: device.projectId };
    const people = await trainRosterToSync(db, scope, filter);
    if (filter.personIds && people.length !== filter.personIds.length) throw bad(STORE_MESSAGES.notMeant);
    if (people.length === 0) throw bad(STORE_MESSAGES.nothing);
    if (busy.has(device.id)) throw bad(STORE_MESSAGES.busy);
    busy.add(device.id);
    await recordTrainSync(
      db,
      device.id,
      people.map((person) => person.personId),
      { syncStatus: 'SYNCING', reason: '', updateTime: formatDateTime(Date.now()) },
    );

    const run = async () => {
      let offline = false;
      for (let start = 0; start < people.length; start += FACES_PER_COMMAND) {
        const batch = people.slice(start, start + FACES_PER_COMMAND);
        let reasons: string[] = batch.map(() => STORE_MESSAGES.droppedOff);
        if (!offline) {
          try {
            reasons = await fleet.storeFaces(device.id, batch);
          } catch (error) {
            if (!(error instanceof DeviceOfflineError)) throw error;
            offline = true;
          }
        }
        const updateTime = formatDateTime(Date.now());
        for (const reason of new Set(reasons)) {
          const ids = batch.filter((_, index) => reasons[index] === reason).map((person) => person.personId);
          await recordTrainSync(db, device.id, ids, {
            syncStatus: reason ? 'FAILED' : 'SYNCED',
            reason,
            updateTime,
          });
        }
      }
    };
    // The people not reached when the server stops or the database fails stay SYNCING: they can be sent again.
    void run()
      .catch(() => undefined)
      .finally(() => busy.delete(device.id));
    return { total: people.length };
  };
}
