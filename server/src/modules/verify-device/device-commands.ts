import {
  DEVICE_CONFIG_ACTIONS,
  type DeviceConfigAction,
  type DeviceConfigAnswer,
  type DeviceRequestAnswer,
  type DeviceSettingAnswer,
  type LocationSettingAnswer,
  type ProtocolConfigAnswer,
  type RemoteOpenAnswer,
} from '@site/shared-realtime';
import {
  checkFaceDeviceLocation,
  checkFaceDeviceProtocol,
  checkFaceDeviceSettings,
  type FaceDeviceLocation,
  type FaceDeviceProtocol,
  type FaceDeviceSettings,
  formatDateTime,
} from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verifyDevices } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { DeviceRequestHandler } from '../realtime/requests';
import { faceDeviceAccess } from './device';
import type { FaceDeviceGateway } from './gateway';
import { onlineDevice, targetOf } from './online-device';

const bad = (message: string) => new ApiError(CODE.badRequest, message);

/** A field of the request that must pass a shared check (the console's dialogs run the same one). */
function checked<T>(value: unknown, check: (value: Partial<T>) => string | null): T {
  const problem = check((value ?? {}) as Partial<T>);
  if (problem) throw bad(problem);
  return value as T;
}

/** The columns a command changes once the device has confirmed it. */
const remember = (db: Database, deviceId: string, set: Partial<typeof verifyDevices.$inferInsert>) =>
  db.update(verifyDevices).set(set).where(eq(verifyDevices.id, deviceId));

/**
 * A command answered once, when the device has answered: checked, sent to the online device, what it
 * confirmed written to the device's row.
 */
function oneShot<A extends DeviceRequestAnswer, B>(
  db: Database,
  spec: {
    request: DeviceRequestHandler<A>['request'];
    refused: DeviceRequestHandler<A>['refused'];
    read(fields: Record<string, unknown>): B;
    run(
      device: Awaited<ReturnType<typeof onlineDevice>>,
      body: B,
    ): Promise<DeviceRequestHandler<A>['refused']>;
  },
): DeviceRequestHandler<A> {
  return {
    request: spec.request,
    access: faceDeviceAccess(db),
    refused: spec.refused,
    async handle(_user, { projectId, deviceId }, { fields }) {
      const body = spec.read(fields);
      return spec.run(await onlineDevice(db, projectId, deviceId), body);
    },
  };
}

/** The face-device commands answered in one go (deviceStore and getAllUserID have their own files). */
export function deviceCommandRequests(db: Database, gateway: FaceDeviceGateway) {
  const deviceConfig = oneShot<DeviceConfigAnswer, DeviceConfigAction>(db, {
    request: 'deviceConfig',
    refused: { action: '', firmwareVersion: '' },
    read: ({ action }) => {
      if (!DEVICE_CONFIG_ACTIONS.includes(action as DeviceConfigAction)) throw bad('不支持的设备命令');
      return action as DeviceConfigAction;
    },
    async run(device, action) {
      const { firmwareVersion } = await gateway.send(targetOf(device), 'config', { action });
      // A restore brings back the factory settings and protocol.
      await remember(db, device.id, {
        firmwareVersion,
        ...(action === 'RESTORE' ? { settings: null, protocol: null } : {}),
      });
      return { action, firmwareVersion };
    },
  });

  const deviceSetting = oneShot<DeviceSettingAnswer, FaceDeviceSettings>(db, {
    request: 'deviceSetting',
    refused: { settings: null },
    read: (fields) => checked<FaceDeviceSettings>(fields.settings, checkFaceDeviceSettings),
    async run(device, body) {
      const { volume, recognitionThreshold, livenessDetection, openDoorSeconds } = body;
      const settings = await gateway.send(targetOf(device), 'setting', {
        volume,
        recognitionThreshold,
        livenessDetection,
        openDoorSeconds,
      });
      await remember(db, device.id, { settings });
      return { settings };
    },
  });

  const protocolConfigSetting = oneShot<ProtocolConfigAnswer, FaceDeviceProtocol>(db, {
    request: 'protocolConfigSetting',
    refused: { protocol: null },
    read: (fields) => checked<FaceDeviceProtocol>(fields.protocol, checkFaceDeviceProtocol),
    async run(device, { serverAddress, serverPort, heartbeatSeconds }) {
      const protocol = await gateway.send(targetOf(device), 'protocol', {
        serverAddress: serverAddress.trim(),
        serverPort,
        heartbeatSeconds,
      });
      await remember(db, device.id, { protocol });
      return { protocol };
    },
  });

  const locationCoordinateSetting = oneShot<LocationSettingAnswer, FaceDeviceLocation>(db, {
    request: 'locationCoordinateSetting',
    refused: { location: null },
    read: (fields) => checked<FaceDeviceLocation>(fields, checkFaceDeviceLocation),
    async run(device, { longitude, latitude }) {
      const location = await gateway.send(targetOf(device), 'location', { longitude, latitude });
      await remember(db, device.id, location);
      return { location };
    },
  });

  // The gate opens when the device says so; the answer is stamped with that time.
  const remoteOpen = oneShot<RemoteOpenAnswer, null>(db, {
    request: 'remoteOpen',
    refused: { time: '' },
    read: () => null,
    async run(device) {
      await gateway.send(targetOf(device), 'open', {});
      return { time: formatDateTime(Date.now()) };
    },
  });

  return { deviceConfig, deviceSetting, protocolConfigSetting, locationCoordinateSetting, remoteOpen };
}
