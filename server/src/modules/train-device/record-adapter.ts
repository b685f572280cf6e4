import { desc, eq, sql } from 'drizzle-orm';
import { persons, teams, trainDevices, trainInfos, trainPersonRecords } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** Check-ins at trainings: who (with his team), at which training, on which device; the latest first. */
export const trainPersonRecordAdapter: ResourceAdapter = {
  table: trainPersonRecords,
  id: trainPersonRecords.id,
  project: trainPersonRecords.projectId,
  columns: {
    personName: persons.personName,
    trainName: trainInfos.trainName,
    deviceName: trainDevices.deviceName,
    checkTime: trainPersonRecords.checkTime,
  },
  filterJoins: (query) =>
    query
      .innerJoin(persons, eq(persons.id, trainPersonRecords.personId))
      .innerJoin(trainInfos, eq(trainInfos.id, trainPersonRecords.trainId))
      .leftJoin(trainDevices, eq(trainDevices.id, trainPersonRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: trainPersonRecords.id,
        projectId: trainPersonRecords.projectId,
        photoPath: trainPersonRecords.photoPath,
        personId: trainPersonRecords.personId,
        personName: persons.personName,
        teamName: sql<string>`coalesce(${teams.teamName}, '')`,
        trainId: trainPersonRecords.trainId,
        trainName: trainInfos.trainName,
        deviceId: trainPersonRecords.deviceId,
        deviceName: sql<string>`coalesce(${trainDevices.deviceName}, '')`,
        checkTime: trainPersonRecords.checkTime,
      })
      .from(trainPersonRecords)
      .innerJoin(persons, eq(persons.id, trainPersonRecords.personId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .innerJoin(trainInfos, eq(trainInfos.id, trainPersonRecords.trainId))
      .leftJoin(trainDevices, eq(trainDevices.id, trainPersonRecords.deviceId))
      .$dynamic(),
  orderBy: [desc(trainPersonRecords.checkTime), desc(trainPersonRecords.id)],
};
