import { type DeviceStatusMessage, orgTopic } from '@site/shared-realtime';
import { formatDateTime, type LprDeviceStatus } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprDevices, projects } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { notFound } from '../../resource/rows';
import { between, type Random, seededRandom } from '../../seed/devices/random';
import { hashPassword, verifyPassword } from '../auth/password';
import { DeviceOfflineError } from '../verify-device/gateway';

/** How fast the simulated plate cameras answer, and how long a restart keeps one away. */
export interface LprCameraPace {
  answerMs: [number, number];
  restartMs: number;
}

export const DEMO_LPR_PACE: LprCameraPace = { answerMs: [300, 900], restartMs: 4000 };

/** The admin password a camera leaves the factory with (its manual prints it). */
export const LPR_FACTORY_PASSWORD = 'admin12345';
/** The camera's refusal of a password change whose old password is not its own. */
export const LPR_WRONG_PASSWORD = '设备拒绝修改：原密码错误';

/**
 * The plate cameras as the simulator plays them: each command answers after a delay with the camera's
 * state, written to the device table (what the list shows) and published on the org's deviceStatus topic
 * when it changes. A camera that is offline refuses everything but `connect` at once. A real deployment
 * puts the vendor's gateway behind the same methods.
 */
export interface LprCameraFleet {
  pace: LprCameraPace;
  /** The platform connects the camera (again): online, seen now. */
  connect(deviceId: string): Promise<LprDeviceStatus>;
  /** The camera says how it is: seen now. */
  refresh(deviceId: string): Promise<LprDeviceStatus>;
  /** The camera reboots: offline while it starts, then online again. */
  restart(deviceId: string): Promise<LprDeviceStatus>;
  /** The platform cuts the camera off: offline until connected again, so it records no passages. */
  cutOff(deviceId: string): Promise<LprDeviceStatus>;
  /** The camera is there to stream its picture. */
  reachable(deviceId: string): Promise<void>;
  /** The camera changes its admin password if the old one is its own. */
  changePassword(deviceId: string, oldPassword: string, newPassword: string): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function simulatedLprCameras(setup: {
  db: Database;
  publish: (destination: string, body: unknown) => void;
  pace?: LprCameraPace;
  random?: Random;
}): LprCameraFleet {
  const { db, publish } = setup;
  const random = setup.random ?? seededRandom('lpr-cameras');

  const cameraOf = async (deviceId: string) => {
    const [row] = await db
      .select({
        id: lprDevices.id,
        projectId: lprDevices.projectId,
        deviceName: lprDevices.deviceName,
        online: lprDevices.online,
        lastOnlineTime: lprDevices.lastOnlineTime,
        passwordHash: lprDevices.passwordHash,
        orgId: projects.orgId,
      })
      .from(lprDevices)
      .innerJoin(projects, eq(projects.id, lprDevices.projectId))
      .where(eq(lprDevices.id, deviceId));
    if (!row) throw notFound();
    return row;
  };

  const statusOf = async (deviceId: string): Promise<LprDeviceStatus> => {
    const camera = await cameraOf(deviceId);
    return { deviceId, deviceStatus: camera.online ? 1 : 0, lastOnlineTime: camera.lastOnlineTime ?? '' };
  };

  /** The camera answers after its delay, if it is (still) online. */
  const answering = async (deviceId: string) => {
    if (!(await cameraOf(deviceId)).online) throw new DeviceOfflineError();
    await sleep(between(random, ...fleet.pace.answerMs));
    const camera = await cameraOf(deviceId);
    if (!camera.online) throw new DeviceOfflineError();
    await db
      .update(lprDevices)
      .set({ lastOnlineTime: formatDateTime(Date.now()) })
      .where(eq(lprDevices.id, deviceId));
    return camera;
  };

  const setOnline = async (deviceId: string, online: boolean) => {
    const camera = await cameraOf(deviceId);
    const time = formatDateTime(Date.now());
    await db
      .update(lprDevices)
      .set(online ? { online, lastOnlineTime: time } : { online })
      .where(eq(lprDevices.id, deviceId));
    if (camera.online === online) return;
    const message: DeviceStatusMessage = {
      projectId: camera.projectId,
      deviceId,
      deviceName: camera.deviceName,
      deviceType: 'lpr',
      deviceStatus: online ? 1 : 0,
      time,
    };
    publish(orgTopic('deviceStatus', camera.orgId), message);
  };

  const fleet: LprCameraFleet = {
    pace: setup.pace ?? DEMO_LPR_PACE,
    async connect(deviceId) {
      await cameraOf(deviceId);
      await sleep(between(random, ...fleet.pace.answerMs));
      await setOnline(deviceId, true);
      return statusOf(deviceId);
    },
    async refresh(deviceId) {
      await answering(deviceId);
      return statusOf(deviceId);
    },
    async restart(deviceId) {
      await answering(deviceId);
      await setOnline(deviceId, false);
      await sleep(fleet.pace.restartMs);
      await setOnline(deviceId, true);
      return statusOf(deviceId);
    },
    async cutOff(deviceId) {
      await answering(deviceId);
      await setOnline(deviceId, false);
      return statusOf(deviceId);
    },
    async reachable(deviceId) {
      await answering(deviceId);
    },
    async changePassword(deviceId, oldPassword, newPassword) {
      const camera = await answering(deviceId);
      const own = camera.passwordHash
        ? await verifyPassword(oldPassword, camera.passwordHash)
        : oldPassword === LPR_FACTORY_PASSWORD;
      if (!own) throw new ApiError(CODE.badRequest, LPR_WRONG_PASSWORD);
      await db
        .update(lprDevices)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(lprDevices.id, deviceId));
    },
  };
  return fleet;
}
