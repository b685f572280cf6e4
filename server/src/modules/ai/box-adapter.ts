import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aiBoxCameras, aiBoxes } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { onlineStatus } from './online-status';

const cameraCount =
  sql<number>`(select count(*) from ${aiBoxCameras} where ${aiBoxCameras.boxId} = ${aiBoxes.id})`.mapWith(
    Number,
  );

const columns = {
  boxName: aiBoxes.boxName,
  serialNo: aiBoxes.serialNo,
  ipAddress: aiBoxes.ipAddress,
  // Computed, never form fields: only filters and answers reach them.
  deviceStatus: onlineStatus(aiBoxes.online) as unknown as AnyPgColumn,
  cameraCount: cameraCount as unknown as AnyPgColumn,
};

/** AI boxes (AI_BOX_RESOURCE): their own columns, the online flag as deviceStatus, the cameras bound. */
export const aiBoxAdapter: ResourceAdapter = {
  table: aiBoxes,
  id: aiBoxes.id,
  project: aiBoxes.projectId,
  columns,
  select: (db) =>
    db
      .select({
        boxId: aiBoxes.id,
        projectId: aiBoxes.projectId,
        ...columns,
        deviceStatus: onlineStatus(aiBoxes.online),
        cameraCount,
        createTime: aiBoxes.createdAt,
      })
      .from(aiBoxes)
      .$dynamic(),
  orderBy: [desc(aiBoxes.createdAt), desc(aiBoxes.id)],
};
