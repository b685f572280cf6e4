import { Type } from '@sinclair/typebox';
import { AI_CAMERA_API, AI_CAMERA_RESOURCE, AI_SYNC } from '@site/shared-schema';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiCameras, persons } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';

/** The faces an AI camera of the project should hold: its people on the job with a head photo. */
export async function facesToSync(db: Database, project: string): Promise<number> {
  const [row] = await db
    .select({ faces: count() })
    .from(persons)
    .where(and(eq(persons.projectId, project), eq(persons.onJobStatus, 1), ne(persons.headPhotoPath, '')));
  return row?.faces ?? 0;
}

/**
 * siteAiCameraSyn/sync: starts sending the faces to the camera. The camera takes them over the next
 * rounds of the device connection (the simulator in the demo), which moves syncDone up to syncTotal and
 * ends the sync with its time; the list shows the progress.
 */
export const cameraSyncPlan: RoutePlan = {
  action: 'sync',
  path: AI_CAMERA_API.sync,
  access: AI_CAMERA_RESOURCE.permission.update,
  ids: { field: 'cameraId', many: false, of: AI_CAMERA_RESOURCE },
  build: ({ db }) =>
    routeParts({
      body: Type.Object({ projectId, cameraId: Type.String({ minLength: 1, maxLength: 64 }) }),
      handler: async ({ body }) => {
        const syncTotal = await facesToSync(db, body.projectId);
        const [camera] = await db
          .update(aiCameras)
          .set({ syncStatus: AI_SYNC.running, syncTotal, syncDone: 0 })
          .where(and(eq(aiCameras.projectId, body.projectId), eq(aiCameras.id, body.cameraId)))
          .returning({
            cameraId: aiCameras.id,
            syncStatus: aiCameras.syncStatus,
            syncTotal: aiCameras.syncTotal,
          });
        if (!camera) throw notFound();
        return camera;
      },
    }),
};
