import type { DeviceConfigAction } from '@site/shared-realtime';
import type { FaceDeviceLocation, FaceDeviceProtocol, FaceDeviceSettings } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';

/**
 * How the server talks to face devices: the command handlers send through this interface and nothing
 * else. A real deployment puts a device gateway behind it; this server's is the simulator's fleet
 * (simulator/face-devices.ts), which plays the devices with their delays, failures and outages.
 */
export interface FaceDeviceTarget {
  deviceId: string;
  deviceSn: string;
}

/** A face to store: who, and the head photo the device extracts its features from ('' when none). */
export interface FacePerson {
  personId: string;
  personName: string;
  headPhotoPath: string;
}

/** Each command a device understands, with what it answers. */
export interface FaceDeviceCommands {
  /** Stores one face; reason '' when stored, else why the device refused it. */
  storeFace: { body: FacePerson; reply: { reason: string } };
  config: { body: { action: DeviceConfigAction }; reply: { firmwareVersion: string } };
  setting: { body: FaceDeviceSettings; reply: FaceDeviceSettings };
  protocol: { body: FaceDeviceProtocol; reply: FaceDeviceProtocol };
  location: { body: FaceDeviceLocation; reply: FaceDeviceLocation };
  open: { body: Record<string, never>; reply: Record<string, never> };
  /** The people stored on the device, by the id it was given (the personId) and name. */
  listUsers: { body: Record<string, never>; reply: { users: { userId: string; userName: string }[] } };
}
export type FaceCommandKind = keyof FaceDeviceCommands;

export interface FaceDeviceGateway {
  /** Sends a command and waits for the device's answer; throws DeviceOfflineError when it cannot be reached. */
  send<K extends FaceCommandKind>(
    device: FaceDeviceTarget,
    kind: K,
    body: FaceDeviceCommands[K]['body'],
  ): Promise<FaceDeviceCommands[K]['reply']>;
}

export const DEVICE_OFFLINE = '设备离线，无法执行该命令，请检查设备网络后重试';

export class DeviceOfflineError extends ApiError {
  constructor() {
    super(CODE.badRequest, DEVICE_OFFLINE);
  }
}
