import { randomUUID } from 'node:crypto';
import type { PullPersonsAnswer } from '@site/shared-realtime';
import { formatDateTime, type TaskStatus } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileTasks } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { DeviceRequestHandler } from '../realtime/requests';
import { insertDetails } from '../task/detail-queries';
import { insertTask } from '../task/queries';
import { faceDeviceAccess, scopeOf } from './device';
import type { FaceDeviceGateway } from './gateway';
import { onlineDevice, targetOf } from './online-device';
import { recordSyncResults, rosterToSync } from './sync-state';

export const PULL_TASK_TYPE = 'VERIFY_DEVICE_PULL_PERSON';

export const PULL_MESSAGES = {
  matched: '已匹配花名册人员，同步状态更新为已同步',
  unknown: '花名册中无此人员，未导入',
  failed: '设备未返回人员列表',
} as const;

/**
 * getAllUserID: reads the people stored on a device into a VERIFY_DEVICE_PULL_PERSON task of the task
 * centre. The answer gives the task's id at once; when the device has answered, each of its users is a
 * detail row (gulUserName, gudDealMsg): one the roster meant for the device is confirmed as synced on
 * it, one unknown to the roster is reported and left alone.
 */
export function pullPersonsRequest(
  db: Database,
  gateway: FaceDeviceGateway,
): DeviceRequestHandler<PullPersonsAnswer> {
  return {
    request: 'getAllUserID',
    access: faceDeviceAccess(db),
    refused: { taskId: '' },
    async handle(user, { projectId, deviceId }, { fail }) {
      const device = await onlineDevice(db, projectId, deviceId);
      const taskId = randomUUID();
      await insertTask(db, {
        id: taskId,
        orgId: user.orgId,
        projectId,
        userId: user.userId,
        taskName: `${device.deviceName}人员拉取`,
        taskType: PULL_TASK_TYPE,
        operateType: 'IMPORT',
        taskStatus: 'TASK_EXECUTE',
      });
      const finish = (taskStatus: TaskStatus, taskResult: string, total = 0) =>
        db
          .update(fileTasks)
          .set({ taskStatus, taskResult, progress: total, total, updatedAt: new Date() })
          .where(eq(fileTasks.id, taskId));

      const run = async () => {
        let users: { userId: string; userName: string }[];
        try {
          ({ users } = await gateway.send(targetOf(device), 'listUsers', {}));
        } catch (error) {
          await finish('TASK_FAIL', error instanceof ApiError ? error.message : PULL_MESSAGES.failed);
          return;
        }
        const meant = new Set((await rosterToSync(db, scopeOf(device), {})).map((person) => person.personId));
        const known = users.filter(({ userId }) => meant.has(userId));
        await recordSyncResults(
          db,
          device.id,
          known.map(({ userId }) => userId),
          { syncStatus: 'SYNCED', reason: '', updateTime: formatDateTime(Date.now()) },
        );
        await insertDetails(
          db,
          users.map(({ userId, userName }, index) => {
            const onRoster = meant.has(userId);
            return {
              taskId,
              rowNumber: index + 1,
              recordStatus: onRoster ? 1 : 0,
              recordContent: onRoster ? '' : PULL_MESSAGES.unknown,
              data: {
                gulUserName: userName,
                gudDealMsg: onRoster ? PULL_MESSAGES.matched : PULL_MESSAGES.unknown,
              },
            };
          }),
        );
        const matched = known.length;
        const status =
          matched === users.length ? 'TASK_ALL_FINISH' : matched ? 'TASK_PART_FINISH' : 'TASK_FAIL';
        await finish(status, `设备共${users.length}人，匹配花名册${matched}人`, users.length);
      };
      setTimeout(() => {
        run().catch(async () => {
          await finish('TASK_FAIL', PULL_MESSAGES.failed).catch(() => {});
          fail(new ApiError(CODE.internal, PULL_MESSAGES.failed));
        });
      }, 0);
      return { taskId };
    },
  };
}
