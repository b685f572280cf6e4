import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { trainInfos, trainRelations } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** How many people took part, counted from the training relations. */
const personCount =
  sql<number>`(select count(*) from ${trainRelations} where ${trainRelations.trainId} = ${trainInfos.id})`.mapWith(
    Number,
  );

const columns = {
  trainName: trainInfos.trainName,
  trainType: trainInfos.trainType,
  trainDate: trainInfos.trainDate,
  trainer: trainInfos.trainer,
  duration: trainInfos.duration,
  // Computed, no form field: never written.
  personCount: personCount as unknown as AnyPgColumn,
  trainContent: trainInfos.trainContent,
  trainMaterial: trainInfos.trainMaterial,
};

/** Trainings: their own columns and the number of participants; the latest training first. */
export const trainInfoAdapter: ResourceAdapter = {
  table: trainInfos,
  id: trainInfos.id,
  project: trainInfos.projectId,
  columns,
  select: (db) =>
    db
      .select({
        trainId: trainInfos.id,
        projectId: trainInfos.projectId,
        ...columns,
        personCount,
        createTime: trainInfos.createdAt,
      })
      .from(trainInfos)
      .$dynamic(),
  orderBy: [desc(trainInfos.trainDate), desc(trainInfos.createdAt)],
};
