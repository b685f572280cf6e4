import { type Static, Type } from '@sinclair/typebox';
import { AI_BOX_API, AI_BOX_RESOURCE, type AiBoxCamera } from '@site/shared-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiBoxCameras, aiBoxes, monitorDevices } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';
import { onlineStatus } from './online-status';

const boxId = Type.String({ minLength: 1, maxLength: 64 });
const deviceIdList = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 });
const bindBody = Type.Object({ projectId, boxId, deviceIdList });

/** A box of the project, or 404 记录不存在 (another project's box is not told apart from none). */
async function checkBox(db: Database, project: string, box: string): Promise<void> {
  const [row] = await db
    .select({ id: aiBoxes.id })
    .from(aiBoxes)
    .where(and(eq(aiBoxes.projectId, project), eq(aiBoxes.id, box)));
  if (!row) throw notFound();
}

/** The box and the cameras named, all of them the project's video cameras, or 404. */
async function checkCameras(db: Database, body: Static<typeof bindBody>): Promise<string[]> {
  await checkBox(db, body.projectId, body.boxId);
  const ids = [...new Set(body.deviceIdList)];
  const found = await db
    .select({ id: monitorDevices.id })
    .from(monitorDevices)
    .where(and(eq(monitorDevices.projectId, body.projectId), inArray(monitorDevices.id, ids)));
  if (found.length !== ids.length) throw notFound();
  return ids;
}

/** The project's video cameras, each with the box analysing it ('' when none). */
function camerasOf(db: Database, project: string): Promise<AiBoxCamera[]> {
  return db
    .select({
      deviceId: monitorDevices.id,
      deviceName: monitorDevices.deviceName,
      deviceStatus: onlineStatus(monitorDevices.online) as unknown as never,
      boxId: sql<string>`coalesce(${aiBoxes.id}, '')`,
      boxName: sql<string>`coalesce(${aiBoxes.boxName}, '')`,
    })
    .from(monitorDevices)
    .leftJoin(aiBoxCameras, eq(aiBoxCameras.deviceId, monitorDevices.id))
    .leftJoin(aiBoxes, eq(aiBoxes.id, aiBoxCameras.boxId))
    .where(and(eq(monitorDevices.projectId, project), eq(monitorDevices.deviceType, 'IPC')))
    .orderBy(asc(monitorDevices.sort), asc(monitorDevices.deviceName));
}

const ofBox = { field: 'boxId', many: false, of: AI_BOX_RESOURCE } as const;
const access = AI_BOX_RESOURCE.permission.update;

/**
 * The cameras a box analyses (siteAiBoxDeviceSyn): chosen among the project's video cameras (IPC; a
 * recorder is no picture of its own). A camera is analysed by one box: binding it to another moves it.
 */
export const boxCameraPlans: RoutePlan[] = [
  {
    action: 'cameras',
    path: AI_BOX_API.cameras,
    access: AI_BOX_RESOURCE.permission.list,
    ids: ofBox,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, boxId }),
        handler: async ({ body }) => {
          await checkBox(db, body.projectId, body.boxId);
          return camerasOf(db, body.projectId);
        },
      }),
  },
  {
    action: 'bind',
    path: AI_BOX_API.bind,
    access,
    ids: ofBox,
    build: ({ db }) =>
      routeParts({
        body: bindBody,
        handler: async ({ body }) => {
          const ids = await checkCameras(db, body);
          await db
            .insert(aiBoxCameras)
            .values(ids.map((deviceId) => ({ deviceId, boxId: body.boxId })))
            .onConflictDoUpdate({
              target: aiBoxCameras.deviceId,
              set: { boxId: body.boxId, createdAt: sql`now()` },
            });
          return null;
        },
      }),
  },
  {
    action: 'unbind',
    path: AI_BOX_API.unbind,
    access,
    ids: ofBox,
    build: ({ db }) =>
      routeParts({
        body: bindBody,
        handler: async ({ body }) => {
          const ids = await checkCameras(db, body);
          await db
            .delete(aiBoxCameras)
            .where(and(eq(aiBoxCameras.boxId, body.boxId), inArray(aiBoxCameras.deviceId, ids)));
          return null;
        },
      }),
  },
];
