import { type DeviceStatusMessage, orgTopic } from '@site/shared-realtime';
import { formatDateTime } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, projects, verifyDevicePersons, verifyDevices } from '../../db/schema';
import { type Random, seededRandom } from '../../seed/devices/random';
import {
  DeviceOfflineError,
  type FaceCommandKind,
  type FaceDeviceCommands,
  type FaceDeviceGateway,
  type FaceDeviceTarget,
} from '../verify-device/gateway';
import { chance, type SimulatorContext } from './context';

/** How fast and how reliably the simulated devices answer. */
export interface FaceDevicePace {
  /** Milliseconds a command takes, drawn between the two. */
  answerMs: [number, number];
  /** The chance that a command is slow, and what a slow one adds. */
  slowChance: number;
  slowMs: number;
  /** The chance that a face with a photo is refused (a photo the device cannot use). */
  failChance: number;
}

/** A demo pace: a face in about a quarter of a second, now and then seconds, one in eight refused. */
export const DEMO_FACE_DEVICE_PACE: FaceDevicePace = {
  answerMs: [150, 400],
  slowChance: 0.05,
  slowMs: 2500,
  failChance: 0.12,
};

/** The device's reasons for refusing a face (as the devices of the field word them). */
export const FACE_REFUSALS = ['照片质量不合格', '人脸特征提取失败', '照片中检测到多张人脸', '人脸角度过大'];
export const NO_PHOTO = '人员没有人脸照片';
/** The face every demo device holds from its installation, unknown to the roster. */
export const LOCAL_USER = '设备安装员';

/** The simulated fleet: the gateway the command handlers use, and the cable a test or the simulator pulls. */
export interface FaceDeviceFleet extends FaceDeviceGateway {
  pace: FaceDevicePace;
  /** The device (re)connects: online, seen now, deviceStatus 1 on its org's topic. */
  connect(deviceId: string): Promise<void>;
  /** The device drops off: offline, deviceStatus 0. */
  disconnect(deviceId: string): Promise<void>;
}

/** Firmware of the demo devices: an upgrade moves to the next patch version. */
const nextFirmware = (version: string): string => {
  const match = /^V(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? `V${match[1]}.${match[2]}.${Number(match[3]) + 1}` : 'V1.0.1';
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The face devices as the simulator plays them. Their connection state is the device table's (what lists
 * show); a command to an offline device fails at once, any other answers after a delay, sometimes a slow
 * one, and a device that dropped off meanwhile does not answer at all. Faces without a photo are refused,
 * others now and then with one of the devices' reasons. The random series is seeded, so a test that sends
 * the same commands in the same order sees the same answers.
 */
export function simulatedFaceDevices(setup: {
  db: Database;
  publish: (destination: string, body: unknown) => void;
  random?: Random;
  pace?: FaceDevicePace;
}): FaceDeviceFleet {
  const { db, publish } = setup;
  const random = setup.random ?? seededRandom('face-devices');

  const deviceOf = async (deviceId: string) => {
    const [row] = await db
      .select({
        id: verifyDevices.id,
        online: verifyDevices.online,
        firmwareVersion: verifyDevices.firmwareVersion,
        projectId: verifyDevices.projectId,
        deviceName: verifyDevices.deviceName,
        orgId: projects.orgId,
      })
      .from(verifyDevices)
      .innerJoin(projects, eq(projects.id, verifyDevices.projectId))
      .where(eq(verifyDevices.id, deviceId));
    return row;
  };

  const reachable = async (device: FaceDeviceTarget) => {
    const row = await deviceOf(device.deviceId);
    if (!row?.online) throw new DeviceOfflineError();
    return row;
  };

  const setOnline = async (deviceId: string, online: boolean) => {
    const device = await deviceOf(deviceId);
    if (!device) return;
    const time = formatDateTime(Date.now());
    await db
      .update(verifyDevices)
      .set(online ? { online, lastOnlineTime: time } : { online })
      .where(eq(verifyDevices.id, deviceId));
    if (device.online === online) return;
    const message: DeviceStatusMessage = {
      projectId: device.projectId,
      deviceId,
      deviceName: device.deviceName,
      deviceType: 'verify',
      deviceStatus: online ? 1 : 0,
      time,
    };
    publish(orgTopic('deviceStatus', device.orgId), message);
  };

  const answers: {
    [K in FaceCommandKind]: (
      device: Awaited<ReturnType<typeof reachable>>,
      body: FaceDeviceCommands[K]['body'],
    ) => Promise<FaceDeviceCommands[K]['reply']>;
  } = {
    storeFace: async (_device, person) => {
      if (!person.headPhotoPath) return { reason: NO_PHOTO };
      const refused = chance(random, fleet.pace.failChance);
      return { reason: refused ? FACE_REFUSALS[Math.floor(random() * FACE_REFUSALS.length)] : '' };
    },
    config: async (device, { action }) => ({
      firmwareVersion: action === 'UPGRADE' ? nextFirmware(device.firmwareVersion) : device.firmwareVersion,
    }),
    setting: async (_device, settings) => settings,
    protocol: async (_device, protocol) => protocol,
    location: async (_device, location) => location,
    open: async () => ({}),
    // The faces a device holds: the ones it confirmed (the synced rows of the platform) and the one its
    // installer enrolled at the device itself.
    listUsers: async (device) => ({
      users: [
        ...(await db
          .select({ userId: verifyDevicePersons.personId, userName: persons.personName })
          .from(verifyDevicePersons)
          .innerJoin(persons, eq(persons.id, verifyDevicePersons.personId))
          .where(
            and(eq(verifyDevicePersons.deviceId, device.id), eq(verifyDevicePersons.syncStatus, 'SYNCED')),
          )
          .orderBy(persons.personName)),
        { userId: `local-${device.id}`, userName: LOCAL_USER },
      ],
    }),
  };

  const fleet: FaceDeviceFleet = {
    pace: setup.pace ?? DEMO_FACE_DEVICE_PACE,
    async send(device, kind, body) {
      await reachable(device);
      const [min, max] = fleet.pace.answerMs;
      const slow = chance(random, fleet.pace.slowChance) ? fleet.pace.slowMs : 0;
      await sleep(min + random() * (max - min) + slow);
      // It may have dropped off while working: then no answer comes.
      const row = await reachable(device);
      await db
        .update(verifyDevices)
        .set({ lastOnlineTime: formatDateTime(Date.now()) })
        .where(eq(verifyDevices.id, device.deviceId));
      return answers[kind](row, body);
    },
    connect: (deviceId) => setOnline(deviceId, true),
    disconnect: (deviceId) => setOnline(deviceId, false),
  };
  return fleet;
}

/**
 * The heartbeat of a round: every online face device of the running projects is heard from, so the
 * last-seen time of a connected device stays current. (Outages are the status round's.)
 */
export async function faceDeviceRound(
  ctx: SimulatorContext,
  now: number,
  projectIds: string[],
): Promise<void> {
  await ctx.db
    .update(verifyDevices)
    .set({ lastOnlineTime: formatDateTime(now) })
    .where(and(inArray(verifyDevices.projectId, projectIds), eq(verifyDevices.online, true)));
}
