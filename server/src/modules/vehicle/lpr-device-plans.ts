import { Type } from '@sinclair/typebox';
import {
  checkLprPassword,
  LPR_DEVICE_API,
  LPR_DEVICE_RESOURCE,
  LPR_PASSWORD_PROBLEMS,
  type LprDeviceStatus,
  type LprVideoInfo,
} from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprDevices } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { projectId } from '../../resource/body-schemas';
import { type RouteParts, type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';
import type { LprCameraFleet } from '../simulator/lpr-cameras';
import { cameraKey, cameraRigOf, livePath } from '../video/live';
import { lprCamerasOf } from './lpr-cameras';

const ACCESS = LPR_DEVICE_RESOURCE.permission.update;
const deviceId = Type.String({ minLength: 1, maxLength: 64 });
const password = Type.String({ maxLength: 64 });
const commandBody = Type.Object({ projectId, deviceId });
const passwordBody = Type.Object({
  projectId,
  deviceId,
  oldPassword: password,
  newPassword: password,
  confirmPassword: password,
});

/** The camera of the project a command names, or 404 记录不存在 (another project's is not told apart). */
async function cameraOfProject(db: Database, project: string, id: string): Promise<string> {
  const [row] = await db
    .select({ id: lprDevices.id })
    .from(lprDevices)
    .where(and(eq(lprDevices.projectId, project), eq(lprDevices.id, id)));
  if (!row) throw notFound();
  return row.id;
}

/** A command that answers the camera's state afterwards, with its success message. */
function statusCommand(
  action: 'connection' | 'refreshStatus' | 'restart' | 'cutOff',
  message: string,
  run: (cameras: LprCameraFleet, id: string) => Promise<LprDeviceStatus>,
): RoutePlan {
  return {
    action,
    path: LPR_DEVICE_API[action],
    access: ACCESS,
    ids: { field: 'deviceId', many: false, of: LPR_DEVICE_RESOURCE },
    build: ({ db, options }): RouteParts =>
      routeParts({
        body: commandBody,
        message,
        handler: async ({ body, request }) =>
          run(
            lprCamerasOf(request.server, db, options.simulator),
            await cameraOfProject(db, body.projectId, body.deviceId),
          ),
      }),
  };
}

/**
 * The camera commands of seed 001 §7 (siteLprDevice): each reaches the camera through the gateway and
 * answers what it said; an offline camera refuses all but `connection` at once (docs/api-decisions.md
 * "Plate cameras").
 */
export const lprDevicePlans: RoutePlan[] = [
  statusCommand('connection', '连接成功', (cameras, id) => cameras.connect(id)),
  statusCommand('refreshStatus', '状态已刷新', (cameras, id) => cameras.refresh(id)),
  statusCommand('restart', '设备已重启', (cameras, id) => cameras.restart(id)),
  statusCommand('cutOff', '设备已断开连接', (cameras, id) => cameras.cutOff(id)),
  {
    action: 'getVideoUrl',
    path: LPR_DEVICE_API.getVideoUrl,
    access: LPR_DEVICE_RESOURCE.permission.list,
    ids: { field: 'deviceId', many: false, of: LPR_DEVICE_RESOURCE },
    build: (deps): RouteParts =>
      routeParts({
        body: commandBody,
        handler: async ({ body, request }): Promise<LprVideoInfo> => {
          const id = await cameraOfProject(deps.db, body.projectId, body.deviceId);
          await lprCamerasOf(request.server, deps.db, deps.options.simulator).reachable(id);
          // The camera's picture is a virtual camera of the rig, on its first channel.
          const accessToken = cameraRigOf(deps).tokens.sign(cameraKey(id, 1));
          return { url: livePath(id, 1, accessToken), accessToken };
        },
      }),
  },
  {
    action: 'updatePWD',
    path: LPR_DEVICE_API.updatePWD,
    access: ACCESS,
    ids: { field: 'deviceId', many: false, of: LPR_DEVICE_RESOURCE },
    build: ({ db, options }): RouteParts =>
      routeParts({
        body: passwordBody,
        message: '密码修改成功',
        handler: async ({ body, request }) => {
          const id = await cameraOfProject(db, body.projectId, body.deviceId);
          const problem = checkLprPassword(body);
          if (problem) throw fieldError(problem.field, LPR_PASSWORD_PROBLEMS[problem.problem]);
          await lprCamerasOf(request.server, db, options.simulator).changePassword(
            id,
            body.oldPassword,
            body.newPassword,
          );
        },
      }),
  },
];
