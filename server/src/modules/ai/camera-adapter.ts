import { desc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aiCameras } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { onlineStatus } from './online-status';

const columns = {
  cameraName: aiCameras.cameraName,
  serialNo: aiCameras.serialNo,
  ipAddress: aiCameras.ipAddress,
  deviceStatus: onlineStatus(aiCameras.online) as unknown as AnyPgColumn,
  syncStatus: aiCameras.syncStatus,
  syncDone: aiCameras.syncDone,
  syncTotal: aiCameras.syncTotal,
  syncTime: aiCameras.syncTime,
};

/** AI cameras (AI_CAMERA_RESOURCE): their own columns, the online flag and the faces sync's progress. */
export const aiCameraAdapter: ResourceAdapter = {
  table: aiCameras,
  id: aiCameras.id,
  project: aiCameras.projectId,
  columns,
  select: (db) =>
    db
      .select({
        cameraId: aiCameras.id,
        projectId: aiCameras.projectId,
        ...columns,
        deviceStatus: onlineStatus(aiCameras.online),
        createTime: aiCameras.createdAt,
      })
      .from(aiCameras)
      .$dynamic(),
  orderBy: [desc(aiCameras.createdAt), desc(aiCameras.id)],
};
