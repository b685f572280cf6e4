import { desc, eq, sql } from 'drizzle-orm';
import { fcComparerLogs, persons, verifyDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** The comparison log (FC_COMPARER_LOG_RESOURCE): each log with its device and best candidate, newest first. */
export const fcComparerLogAdapter: ResourceAdapter = {
  table: fcComparerLogs,
  id: fcComparerLogs.id,
  project: fcComparerLogs.projectId,
  columns: {
    personName: persons.personName,
    deviceName: verifyDevices.deviceName,
    compareResult: fcComparerLogs.compareResult,
    recordTime: fcComparerLogs.recordTime,
  },
  filterJoins: (query) =>
    query
      .leftJoin(persons, eq(persons.id, fcComparerLogs.personId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, fcComparerLogs.deviceId)),
  select: (db) =>
    db
      .select({
        logId: fcComparerLogs.id,
        projectId: fcComparerLogs.projectId,
        photoPath: fcComparerLogs.photoPath,
        registerPhotoPath: sql<string>`coalesce(${persons.headPhotoPath}, '')`,
        deviceId: fcComparerLogs.deviceId,
        deviceName: sql<string>`coalesce(${verifyDevices.deviceName}, '')`,
        personId: sql<string>`coalesce(${fcComparerLogs.personId}, '')`,
        personName: sql<string>`coalesce(${persons.personName}, '')`,
        score: fcComparerLogs.score,
        threshold: fcComparerLogs.threshold,
        compareResult: fcComparerLogs.compareResult,
        recordTime: fcComparerLogs.recordTime,
      })
      .from(fcComparerLogs)
      .leftJoin(persons, eq(persons.id, fcComparerLogs.personId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, fcComparerLogs.deviceId))
      .$dynamic(),
  orderBy: [desc(fcComparerLogs.recordTime)],
};
