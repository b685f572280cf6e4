import { type Static, Type } from '@sinclair/typebox';
import {
  API,
  CAMERA_CONTROL_TYPE,
  CAMERA_DEFAULT_CHANNEL,
  CAMERA_DEFAULT_SPEED,
  type CameraPose,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { isDirection, MAX_SPEED, type VirtualCamera } from './camera';
import type { CameraRig } from './live';
import { listChannels } from './queries';

/** The camera control form (seed 001 §3); its numbers arrive as text from the seed's console, so its routes coerce. */
const controlForm = Type.Object({
  businessId: Type.String({ minLength: 1, maxLength: 64 }),
  deviceId: Type.Optional(Type.String({ maxLength: 64 })),
  eq_id: Type.Optional(Type.String({ maxLength: 64 })),
  channelId: Type.Optional(Type.String({ maxLength: 8 })),
  direction: Type.Optional(Type.Integer({ minimum: 0, maximum: 11 })),
  command: Type.Optional(Type.Integer()),
  speed: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SPEED })),
  control_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});
type ControlForm = Static<typeof controlForm>;

const round = (value: number) => Math.round(value * 100) / 100;

function poseOf(camera: VirtualCamera, deviceId: string, channelNo: number): CameraPose {
  const pose = camera.poseAt(Date.now());
  return {
    deviceId,
    channelId: String(channelNo),
    pan: round(pose.pan),
    tilt: round(pose.tilt),
    zoom: round(pose.zoom),
    focus: round(pose.focus),
    mirrored: camera.mirrored,
    moving: camera.moving,
  };
}

/**
 * The camera and channel the form names, of the form's project: `deviceId` (or `eq_id`, the form's
 * other name for it) and `channelId`, channel 1 when empty (seed 001 §9).
 */
async function cameraOf(db: Database, rig: CameraRig, form: ControlForm) {
  const deviceId = form.deviceId || form.eq_id;
  if (!deviceId) throw fieldError('deviceId', '必填');
  const channelNo = form.channelId ? Number(form.channelId) : CAMERA_DEFAULT_CHANNEL;
  if (!Number.isInteger(channelNo)) throw fieldError('channelId', '应为通道号');
  const [channel] = await listChannels(db, form.businessId, deviceId, channelNo);
  if (!channel) throw new ApiError(CODE.notFound, '通道不存在');
  return { camera: rig.camera(deviceId, channelNo), deviceId, channelNo };
}

/**
 * startControl and stopControl move the virtual cameras: move (control_type 1) runs in `direction` at
 * `speed` until stopped, stop (2) halts it, mirror flip (3, command 1) mirrors the picture. Operators
 * only: a session with cSiteMonitorDeviceManager and membership of the project; a wall's playback key
 * is refused (walls are read-only).
 */
export const controlRoutes = (db: Database, rig: CameraRig) => [
  defineRoute({
    path: API.cameraStartControl,
    access: 'cSiteMonitorDeviceManager',
    projectField: 'businessId',
    body: controlForm,
    coerce: true,
    handler: async ({ body }): Promise<CameraPose> => {
      const { camera, deviceId, channelNo } = await cameraOf(db, rig, body);
      const now = Date.now();
      switch (body.control_type ?? CAMERA_CONTROL_TYPE.move) {
        case CAMERA_CONTROL_TYPE.move: {
          const direction = body.direction;
          if (direction === undefined || !isDirection(direction)) throw fieldError('direction', '必填');
          camera.move(direction, body.speed ?? CAMERA_DEFAULT_SPEED, now);
          break;
        }
        case CAMERA_CONTROL_TYPE.flip:
          if (body.command !== 1) throw fieldError('command', '镜像翻转的 command 应为 1');
          camera.flip();
          break;
        default:
          camera.stop(now);
      }
      return poseOf(camera, deviceId, channelNo);
    },
  }),
  defineRoute({
    path: API.cameraStopControl,
    access: 'cSiteMonitorDeviceManager',
    projectField: 'businessId',
    body: controlForm,
    coerce: true,
    handler: async ({ body }): Promise<CameraPose> => {
      const { camera, deviceId, channelNo } = await cameraOf(db, rig, body);
      camera.stop(Date.now());
      return poseOf(camera, deviceId, channelNo);
    },
  }),
];
