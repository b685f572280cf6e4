import { randomUUID } from 'node:crypto';
import type { DeviceStoreAnswer, DeviceStoreRequest, DeviceStoreResult } from '@site/shared-realtime';
import { formatDateTime } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import type { DeviceRequestHandler } from '../realtime/requests';
import { faceDeviceAccess, scopeOf } from './device';
import { DeviceOfflineError, type FaceDeviceGateway } from './gateway';
import { onlineDevice, targetOf } from './online-device';
import { type RosterFilter, recordSyncResult, rosterToSync } from './sync-state';

const bad = (message: string) => new ApiError(CODE.badRequest, message);

export const STORE_MESSAGES = {
  badScope: '请选择同步范围',
  noneChosen: '请选择要同步的人员',
  notMeant: '所选人员不在该设备的同步范围内',
  nothing: '没有需要同步的人员',
  busy: '该设备正在同步人员，请等待完成后再试',
  /** A person the device could not be asked about because it dropped off during the sync. */
  droppedOff: '同步中设备离线',
} as const;

/** The people a request asks for, by its scope: everyone meant for the device, the failed ones, or chosen ones. */
function filterOf(fields: Record<string, unknown>): RosterFilter {
  const { scope, personIds } = fields as Partial<DeviceStoreRequest>;
  if (scope === 'ALL') return {};
  if (scope === 'FAILED') return { syncStatus: 'FAILED' };
  if (scope !== 'CHOSEN') throw bad(STORE_MESSAGES.badScope);
  const ids = Array.isArray(personIds) ? personIds.filter((id) => typeof id === 'string') : [];
  if (ids.length === 0 || ids.length > 1000) throw bad(STORE_MESSAGES.noneChosen);
  return { personIds: [...new Set(ids)] };
}

const REFUSED = { commandId: '', phase: '', done: 0, total: 0, synced: 0, failed: 0, result: null } as const;

/**
 * deviceStore: sends faces to a device one by one. The first answer says the sync is accepted and how many
 * people it covers; each person's outcome follows as PROGRESS (n of m) and is recorded as his state on the
 * device; DONE closes it with the counts. A device that drops off midway fails the people left with
 * STORE_MESSAGES.droppedOff. One sync runs per device at a time.
 */
export function deviceStoreRequest(
  db: Database,
  gateway: FaceDeviceGateway,
): DeviceRequestHandler<DeviceStoreAnswer> {
  const busy = new Set<string>();
  return {
    request: 'deviceStore',
    access: faceDeviceAccess(db),
    refused: REFUSED,
    async handle(_user, { projectId, deviceId }, { fields, push, fail }) {
      const filter = filterOf(fields);
      const device = await onlineDevice(db, projectId, deviceId);
      const people = await rosterToSync(db, scopeOf(device), filter);
      if (filter.personIds && people.length !== filter.personIds.length) throw bad(STORE_MESSAGES.notMeant);
      if (people.length === 0) throw bad(STORE_MESSAGES.nothing);
      if (busy.has(device.id)) throw bad(STORE_MESSAGES.busy);
      busy.add(device.id);

      const commandId = randomUUID();
      const total = people.length;
      const counts = { done: 0, synced: 0, failed: 0 };
      const run = async () => {
        let offline = false;
        for (const person of people) {
          let reason = STORE_MESSAGES.droppedOff as string;
          if (!offline) {
            try {
              ({ reason } = await gateway.send(targetOf(device), 'storeFace', person));
            } catch (error) {
              if (!(error instanceof DeviceOfflineError)) throw error;
              offline = true;
            }
          }
          const result: DeviceStoreResult = {
            personId: person.personId,
            personName: person.personName,
            syncStatus: reason ? 'FAILED' : 'SYNCED',
            reason,
          };
          await recordSyncResult(db, device.id, person.personId, {
            syncStatus: result.syncStatus,
            reason,
            updateTime: formatDateTime(Date.now()),
          });
          counts.done++;
          counts[reason ? 'failed' : 'synced']++;
          push({ commandId, phase: 'PROGRESS', total, ...counts, result });
        }
        push({ commandId, phase: 'DONE', total, ...counts, result: null });
      };
      // After the ACCEPTED answer has gone.
      setTimeout(() => {
        run()
          .catch(() => fail(new ApiError(CODE.internal, MESSAGE.internal)))
          .finally(() => busy.delete(device.id));
      }, 0);
      return { commandId, phase: 'ACCEPTED', total, ...counts, result: null };
    },
  };
}
