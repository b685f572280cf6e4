import { Type } from '@sinclair/typebox';
import { AREA_API, AREA_RESOURCE } from '@site/shared-schema';
import { idList, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { recordOperations } from '../operate-log/write';
import { areaObjects, areaOfProject, devicesOfArea, objectNames, saveAreaObjects } from './queries';

const code = AREA_RESOURCE.permission;
const areaId = Type.String({ minLength: 1, maxLength: 64 });
const ofArea = { field: 'areaId', many: false, of: AREA_RESOURCE } as const;

/** An area's objects (its teams and face devices) and its devices with their state (seed 001 §7). */
export const areaPlans: RoutePlan[] = [
  {
    action: 'objects',
    path: AREA_API.objects,
    access: code.list,
    ids: ofArea,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, areaId }),
        handler: ({ body }) => areaObjects(db, body.projectId, body.areaId),
      }),
  },
  {
    action: 'saveObjects',
    path: AREA_API.saveObjects,
    access: code.update,
    ids: ofArea,
    build: (deps) =>
      routeParts({
        body: Type.Object({
          projectId,
          areaId,
          teamIdList: Type.Optional(idList),
          deviceIdList: Type.Optional(idList),
        }),
        message: '保存成功',
        handler: async ({ body, user }) => {
          await inWrite(deps, user, body.projectId, {}, async ({ db, operator }) => {
            const area = await areaOfProject(db, body.projectId, body.areaId);
            const before = await objectNames(db, body.areaId);
            await saveAreaObjects(db, body.projectId, body.areaId, body);
            await recordOperations(db, operator, [
              {
                module: AREA_RESOURCE.name,
                operateType: 'UPDATE',
                targetId: area.areaId,
                targetName: area.areaName,
                before,
                after: await objectNames(db, body.areaId),
              },
            ]);
          });
          return areaObjects(deps.db, body.projectId, body.areaId);
        },
      }),
  },
  {
    action: 'devices',
    path: AREA_API.devices,
    access: code.list,
    ids: ofArea,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, areaId }),
        handler: ({ body }) => devicesOfArea(db, body.projectId, body.areaId),
      }),
  },
];
