import { desc, eq, sql } from 'drizzle-orm';
import {
  companies,
  dictionaries,
  personRecords,
  persons,
  siteAreas,
  teams,
  verifyDevices,
} from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/**
 * The columns the block filters by itself. The person's and the device's fields are filtered by
 * `personRecordWhere` as sets of ids instead (person_id in (...)), so that counting a page never joins
 * the roster to a million records.
 */
const columns = {
  entryExitType: personRecords.entryExitType,
  recordTime: personRecords.recordTime,
};

/** Entries and exits (PERSON_RECORD_RESOURCE): the record with its person, company, team, device and area. */
export const personRecordAdapter: ResourceAdapter = {
  table: personRecords,
  id: personRecords.id,
  project: personRecords.projectId,
  columns,
  select: (db) =>
    db
      .select({
        recordId: personRecords.id,
        projectId: personRecords.projectId,
        personId: personRecords.personId,
        // Stored as a server path (/files/...): the block's image fields are kept relative to the files folder.
        recordPhotoUrl: sql<string>`regexp_replace(${personRecords.recordPhotoUrl}, '^/files/', '')`,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        companyId: persons.companyId,
        companyName: sql<string>`coalesce(${companies.companyName}, '')`,
        teamId: persons.teamId,
        teamName: sql<string>`coalesce(${teams.teamName}, '')`,
        workerTypeName: sql<string>`coalesce(${dictionaries.dictionaryName}, '')`,
        deviceId: personRecords.deviceId,
        deviceName: sql<string>`coalesce(${verifyDevices.deviceName}, '')`,
        areaName: sql<string>`coalesce(${siteAreas.areaName}, '')`,
        entryExitType: personRecords.entryExitType,
        recordTime: personRecords.recordTime,
        personTemperature: personRecords.personTemperature,
      })
      .from(personRecords)
      .innerJoin(persons, eq(persons.id, personRecords.personId))
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
      .leftJoin(siteAreas, eq(siteAreas.id, verifyDevices.areaId))
      .$dynamic(),
  // The index of (project, time, id) reads a page in this order.
  orderBy: [desc(personRecords.recordTime)],
};
