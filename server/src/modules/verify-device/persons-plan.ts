import { Type } from '@sinclair/typebox';
import {
  FACE_SYNC_STATUSES,
  type HoistFaceDeviceResource,
  type VERIFY_DEVICE_RESOURCE,
} from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';
import { deviceOfProject, scopeOf } from './device';
import { pageDevicePersons } from './sync-state';

/**
 * The people meant for a device of the resource (gates: bindingType null; a kind's cabs: its binding) with
 * the state of their face on it, filtered by state and name.
 */
export const devicePersonsPlan = (
  resource: typeof VERIFY_DEVICE_RESOURCE | HoistFaceDeviceResource,
  bindingType: string | null,
): RoutePlan => ({
  action: 'persons',
  path: resource.api.persons,
  access: resource.permission.list,
  ids: { field: 'deviceId', many: false, of: resource },
  build: ({ db }) =>
    routeParts({
      body: Type.Object({
        projectId,
        deviceId: Type.String({ minLength: 1, maxLength: 64 }),
        syncStatus: Type.Optional(
          Type.Union([...FACE_SYNC_STATUSES.map(({ value }) => Type.Literal(value)), Type.Literal('')]),
        ),
        personName: Type.Optional(Type.String({ maxLength: 64 })),
        ...pageFields,
      }),
      handler: async ({ body }) => {
        const device = await deviceOfProject(db, body.projectId, body.deviceId);
        if (device.bindingType !== bindingType) throw notFound();
        return pageDevicePersons(
          db,
          scopeOf(device),
          { syncStatus: body.syncStatus || undefined, personName: body.personName?.trim() || undefined },
          pageWindow(body),
        );
      },
    }),
});
