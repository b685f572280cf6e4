import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AccessControl } from '../../http/route';
import { answerDeviceRequests } from '../realtime/requests';
import {
  DEMO_FACE_DEVICE_PACE,
  type FaceDeviceFleet,
  type FaceDevicePace,
  simulatedFaceDevices,
} from '../simulator/face-devices';
import { deviceCommandRequests } from './device-commands';
import { pullPersonsRequest } from './pull-persons';
import { deviceStoreRequest } from './store-command';

declare module 'fastify' {
  interface FastifyInstance {
    /** The face devices the commands reach: the simulated fleet (this server has no other gateway). */
    faceDevices: FaceDeviceFleet;
  }
}

/** Without the simulator's rounds (tests, end-to-end runs) the devices answer briskly, never slowly. */
const BRISK_PACE: FaceDevicePace = { ...DEMO_FACE_DEVICE_PACE, answerMs: [20, 80], slowChance: 0 };

/**
 * Answers the face-device commands of the realtime user queues through the device gateway. This server's
 * gateway is the simulated fleet, which answers whether or not the simulator's rounds run.
 */
export function mountFaceDevices(
  app: FastifyInstance,
  access: AccessControl,
  db: Database,
  simulator: boolean,
): FaceDeviceFleet {
  const fleet = simulatedFaceDevices({
    db,
    publish: (destination, body) => app.realtime.publish(destination, body),
    pace: simulator ? DEMO_FACE_DEVICE_PACE : BRISK_PACE,
  });
  app.decorate('faceDevices', fleet);
  const commands = deviceCommandRequests(db, fleet);
  answerDeviceRequests(app.realtime, access, deviceStoreRequest(db, fleet));
  answerDeviceRequests(app.realtime, access, pullPersonsRequest(db, fleet));
  answerDeviceRequests(app.realtime, access, commands.deviceConfig);
  answerDeviceRequests(app.realtime, access, commands.deviceSetting);
  answerDeviceRequests(app.realtime, access, commands.protocolConfigSetting);
  answerDeviceRequests(app.realtime, access, commands.locationCoordinateSetting);
  answerDeviceRequests(app.realtime, access, commands.remoteOpen);
  return fleet;
}
