import { randomUUID } from 'node:crypto';
import { FC_DEFAULT_THRESHOLD } from '@site/shared-schema';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { detailRecords, fcComparerLogs, projectConfigs, strangerRecords } from '../../db/schema';
import { between, type Random, round } from '../../seed/devices/random';
import { insertAsJson } from '../../seed/insert-as-json';

type ComparisonLog = typeof fcComparerLogs.$inferInsert;

/** A face the comparer saw: the recognition's person (null: nobody of the roster) and its score (0 to 1). */
export interface Recognition {
  projectId: string;
  deviceId: string | null;
  personId: string | null;
  photoPath: string;
  /** Null for a stranger, whose best candidate scored low. */
  score: number | null;
  recordTime: string;
}

/**
 * The comparer's log of a recognition: the similarity in percent against the project's face threshold. A face
 * of nobody of the roster is a stranger's: no candidate, a low similarity, no match.
 */
export function comparisonOf(random: Random, face: Recognition, threshold: number): ComparisonLog {
  const score = round(face.personId && face.score !== null ? face.score * 100 : between(random, 25, 70), 1);
  return {
    projectId: face.projectId,
    deviceId: face.deviceId,
    personId: face.personId,
    photoPath: face.photoPath,
    score,
    threshold,
    compareResult: face.personId && score >= threshold ? 1 : 0,
    recordTime: face.recordTime,
  };
}

/** The face threshold of each project: its private config's, else the default. */
export async function faceThresholds(
  db: Database,
  projectIds: string[],
): Promise<(projectId: string) => number> {
  const rows = await db
    .select({ projectId: projectConfigs.projectId, faceThreshold: projectConfigs.faceThreshold })
    .from(projectConfigs)
    .where(inArray(projectConfigs.projectId, projectIds));
  const set = new Map(rows.map((row) => [row.projectId, row.faceThreshold]));
  return (projectId) => set.get(projectId) ?? FC_DEFAULT_THRESHOLD;
}

/**
 * Writes the comparison logs of every recognition (detail record) and stranger of the projects within
 * [from, to]: what the face devices' comparers did to reach them.
 */
export async function logRecognitions(
  db: Database,
  random: Random,
  projectIds: string[],
  range: { from: string; to: string },
): Promise<number> {
  const details = await db
    .select()
    .from(detailRecords)
    .where(
      and(
        inArray(detailRecords.projectId, projectIds),
        gte(detailRecords.recordTime, range.from),
        lte(detailRecords.recordTime, range.to),
      ),
    );
  const strangers = await db
    .select()
    .from(strangerRecords)
    .where(
      and(
        inArray(strangerRecords.projectId, projectIds),
        gte(strangerRecords.recordTime, range.from),
        lte(strangerRecords.recordTime, range.to),
      ),
    );
  const thresholdOf = await faceThresholds(db, projectIds);
  const logs = [
    // A refusal of someone of the roster (blacklisted, left) still matched his face.
    ...details.map((record) =>
      comparisonOf(
        random,
        { ...record, score: record.personId ? record.score : null },
        thresholdOf(record.projectId),
      ),
    ),
    ...strangers.map((record) =>
      comparisonOf(random, { ...record, personId: null, score: null }, thresholdOf(record.projectId)),
    ),
  ];
  // insertAsJson writes what the rows name: the ids, which the client makes, are given here.
  await insertAsJson(
    db,
    fcComparerLogs,
    logs.map((log) => ({ id: randomUUID(), ...log })),
  );
  return logs.length;
}
