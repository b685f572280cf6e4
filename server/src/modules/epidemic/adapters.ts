import { ABNORMAL_TEMPERATURE } from '@site/shared-schema';
import { desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  companies,
  dictionaries,
  healthCodeRecords,
  personRecords,
  persons,
  projectConfigs,
  teams,
  verifyDevices,
} from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** A date-time of a subquery as the seeds show it (the column's own reading does not reach a subquery). */
const shown = (value: SQL) => sql<string>`coalesce(to_char(${value}, 'YYYY-MM-DD HH24:MI:SS'), '')`;
const deviceName = sql<string>`coalesce(${verifyDevices.deviceName}, '')`;
const companyName = sql<string>`coalesce(${companies.companyName}, '')`;
const teamName = sql<string>`coalesce(${teams.teamName}, '')`;
const workerTypeName = sql<string>`coalesce(${dictionaries.dictionaryName}, '')`;

/**
 * A column of the person's latest health code (at or before `until` when given): the index of (person,
 * time) finds it at once for each row.
 */
function latestCode(column: AnyPgColumn, personId: AnyPgColumn, until?: AnyPgColumn): SQL {
  const before = until ? sql` and ${healthCodeRecords.recordTime} <= ${until}` : sql``;
  return sql`(select ${column} from ${healthCodeRecords}
    where ${healthCodeRecords.personId} = ${personId}${before}
    order by ${healthCodeRecords.recordTime} desc limit 1)`;
}

/** A column of the person's latest measured passage (entries and exits carry the gate's temperature). */
const latestPassage = (column: AnyPgColumn) =>
  sql`(select ${column} from ${personRecords}
    where ${personRecords.personId} = ${persons.id} and ${personRecords.personTemperature} is not null
    order by ${personRecords.recordTime} desc limit 1)`;

const asColumn = (expression: SQL) => expression as unknown as AnyPgColumn;
const personHealthCode = latestCode(healthCodeRecords.healthCode, persons.id);
const personNucleicResult = latestCode(healthCodeRecords.nucleicTestResult, persons.id);

/**
 * project-person (EPP_PERSON_RESOURCE): the people on the job, each with his latest temperature (of his
 * passages) and his latest health code with the nucleic test it carried. The code's colour and the test
 * result are SQL expressions, so their filters, the count and the rows agree.
 */
export const eppPersonAdapter: ResourceAdapter = {
  table: persons,
  id: persons.id,
  project: persons.projectId,
  columns: {
    personName: persons.personName,
    idcardNumber: persons.idcardNumber,
    companyId: persons.companyId,
    teamId: persons.teamId,
    healthCode: asColumn(sql`coalesce(${personHealthCode}, '')`),
    nucleicTestResult: asColumn(sql`coalesce(${personNucleicResult}, 'NONE')`),
  },
  scope: eq(persons.onJobStatus, 1),
  select: (db) =>
    db
      .select({
        personId: persons.id,
        projectId: persons.projectId,
        headPhotoPath: persons.headPhotoPath,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        companyId: persons.companyId,
        companyName,
        teamId: persons.teamId,
        teamName,
        workerTypeName,
        personTemperature: sql<number | null>`${latestPassage(personRecords.personTemperature)}`,
        temperatureTime: shown(latestPassage(personRecords.recordTime)),
        healthCode: sql<string>`coalesce(${personHealthCode}, '')`,
        healthCodeTime: shown(latestCode(healthCodeRecords.recordTime, persons.id)),
        nucleicTestResult: sql<string>`coalesce(${personNucleicResult}, 'NONE')`,
        nucleicTestTime: shown(latestCode(healthCodeRecords.nucleicTestTime, persons.id)),
        nucleicTestPointName: sql<string>`coalesce(${latestCode(healthCodeRecords.nucleicTestPointName, persons.id)}, '')`,
      })
      .from(persons)
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
      .$dynamic(),
  orderBy: [desc(persons.createdAt), desc(persons.id)],
};

/**
 * abnormal-people (EPP_FACE_RECORD_RESOURCE): the entries and exits measured at the project's temperature
 * threshold (its private config, ABNORMAL_TEMPERATURE by default) or more, with the nucleic test of the person's latest health code at that moment (seed 001 §3 entry/exit
 * record: personTemperature, nucleicTestPointName, nucleicTestTime).
 */
export const eppFaceRecordAdapter: ResourceAdapter = {
  table: personRecords,
  id: personRecords.id,
  project: personRecords.projectId,
  columns: {
    personName: persons.personName,
    idcardNumber: persons.idcardNumber,
    companyId: persons.companyId,
    teamId: persons.teamId,
    entryExitType: personRecords.entryExitType,
    deviceName: verifyDevices.deviceName,
    recordTime: personRecords.recordTime,
  },
  scope: gte(
    personRecords.personTemperature,
    sql`coalesce((select ${projectConfigs.temperatureThreshold} from ${projectConfigs}
      where ${projectConfigs.projectId} = ${personRecords.projectId}), ${ABNORMAL_TEMPERATURE})`,
  ),
  filterJoins: (query) =>
    query
      .innerJoin(persons, eq(persons.id, personRecords.personId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: personRecords.id,
        projectId: personRecords.projectId,
        personId: personRecords.personId,
        // Stored as a server path (/files/...): the block's image fields are relative to the files folder.
        recordPhotoUrl: sql<string>`regexp_replace(${personRecords.recordPhotoUrl}, '^/files/', '')`,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        companyId: persons.companyId,
        companyName,
        teamId: persons.teamId,
        teamName,
        workerTypeName,
        personTemperature: personRecords.personTemperature,
        entryExitType: personRecords.entryExitType,
        deviceId: personRecords.deviceId,
        deviceName,
        nucleicTestPointName: sql<string>`coalesce(${latestCode(healthCodeRecords.nucleicTestPointName, personRecords.personId, personRecords.recordTime)}, '')`,
        nucleicTestTime: shown(
          latestCode(healthCodeRecords.nucleicTestTime, personRecords.personId, personRecords.recordTime),
        ),
        recordTime: personRecords.recordTime,
      })
      .from(personRecords)
      .innerJoin(persons, eq(persons.id, personRecords.personId))
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
      .$dynamic(),
  orderBy: [desc(personRecords.recordTime)],
};

/** health-code-identification (EPP_QR_CODE_RECORD_RESOURCE): the codes scanned, with their reader. */
export const eppQrCodeRecordAdapter: ResourceAdapter = {
  table: healthCodeRecords,
  id: healthCodeRecords.id,
  project: healthCodeRecords.projectId,
  columns: {
    personName: healthCodeRecords.personName,
    idcardNumber: healthCodeRecords.idcardNumber,
    healthCode: healthCodeRecords.healthCode,
    nucleicTestResult: healthCodeRecords.nucleicTestResult,
    deviceName: verifyDevices.deviceName,
    recordTime: healthCodeRecords.recordTime,
  },
  filterJoins: (query) => query.leftJoin(verifyDevices, eq(verifyDevices.id, healthCodeRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: healthCodeRecords.id,
        projectId: healthCodeRecords.projectId,
        photoPath: healthCodeRecords.photoPath,
        personName: healthCodeRecords.personName,
        idcardNumber: healthCodeRecords.idcardNumber,
        healthCode: healthCodeRecords.healthCode,
        nucleicTestResult: healthCodeRecords.nucleicTestResult,
        nucleicTestTime: sql<string>`coalesce(to_char(${healthCodeRecords.nucleicTestTime}, 'YYYY-MM-DD HH24:MI:SS'), '')`,
        nucleicTestPointName: healthCodeRecords.nucleicTestPointName,
        personTemperature: healthCodeRecords.personTemperature,
        deviceId: healthCodeRecords.deviceId,
        deviceName,
        recordTime: healthCodeRecords.recordTime,
      })
      .from(healthCodeRecords)
      .leftJoin(verifyDevices, eq(verifyDevices.id, healthCodeRecords.deviceId))
      .$dynamic(),
  orderBy: [desc(healthCodeRecords.recordTime)],
};
