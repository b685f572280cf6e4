import { Type } from '@sinclair/typebox';
import {
  TRAIN_DEVICE_RESOURCE,
  TRAIN_DEVICE_SYNC_API,
  TRAIN_SYNC_SCOPES,
  TRAIN_SYNC_STATUSES,
} from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { idList, projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { DEMO_FACE_DEVICE_PACE } from '../simulator/face-devices';
import { BRISK_TRAIN_DEVICE_PACE, simulatedTrainDevices } from '../simulator/train-devices';
import { trainDeviceOfProject } from './device';
import { trainDeviceSyncer } from './sync';
import { pageTrainDevicePersons } from './sync-state';

const deviceId = Type.String({ minLength: 1, maxLength: 64 });
const ofDevice = { field: 'deviceId', many: false, of: TRAIN_DEVICE_RESOURCE } as const;
const literals = <V extends string>(values: readonly V[]) => values.map((value) => Type.Literal(value));

/** The people of a training device with the state of their face on it, and the sync that sends them. */
export const trainDevicePlans: RoutePlan[] = [
  {
    action: 'persons',
    path: TRAIN_DEVICE_SYNC_API.persons,
    access: TRAIN_DEVICE_RESOURCE.permission.list,
    ids: ofDevice,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({
          projectId,
          deviceId,
          syncStatus: Type.Optional(
            Type.Union([...literals(TRAIN_SYNC_STATUSES.map(({ value }) => value)), Type.Literal('')]),
          ),
          personName: Type.Optional(Type.String({ maxLength: 64 })),
          ...pageFields,
        }),
        handler: async ({ body }) => {
          const device = await trainDeviceOfProject(db, body.projectId, body.deviceId);
          return pageTrainDevicePersons(
            db,
            { deviceId: device.id, projectId: device.projectId },
            { syncStatus: body.syncStatus || undefined, personName: body.personName?.trim() || undefined },
            pageWindow(body),
          );
        },
      }),
  },
  {
    action: 'sync',
    path: TRAIN_DEVICE_SYNC_API.sync,
    access: TRAIN_DEVICE_RESOURCE.permission.update,
    ids: ofDevice,
    build: ({ db, options }) => {
      // This server's device gateway is the simulated fleet: demo pace with the simulator, brisk without.
      const fleet = simulatedTrainDevices({
        db,
        pace: options.simulator ? DEMO_FACE_DEVICE_PACE : BRISK_TRAIN_DEVICE_PACE,
      });
      const sync = trainDeviceSyncer(db, fleet);
      return routeParts({
        body: Type.Object({
          projectId,
          deviceId,
          scope: Type.Union(literals(TRAIN_SYNC_SCOPES)),
          personIdList: Type.Optional(idList),
        }),
        message: '已开始同步',
        handler: ({ body }) => sync(body),
      });
    },
  },
];
