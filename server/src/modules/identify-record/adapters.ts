import { desc, eq, sql } from 'drizzle-orm';
import {
  certRecords,
  detailRecords,
  persons,
  siteAreas,
  strangerRecords,
  temporaryInfos,
  temporaryRecords,
  verifyDevices,
} from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** The read-only record lists of the identify-record page, each newest first by its record time. */

const deviceName = sql<string>`coalesce(${verifyDevices.deviceName}, '')`;

/** ID-card reader passages: the card's own name and number, the reader's name. */
export const certRecordAdapter: ResourceAdapter = {
  table: certRecords,
  id: certRecords.id,
  project: certRecords.projectId,
  columns: {
    personName: certRecords.personName,
    idcardNumber: certRecords.idcardNumber,
    compareResult: certRecords.compareResult,
    deviceName: verifyDevices.deviceName,
    recordTime: certRecords.recordTime,
  },
  filterJoins: (query) => query.leftJoin(verifyDevices, eq(verifyDevices.id, certRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: certRecords.id,
        projectId: certRecords.projectId,
        cardPhotoPath: certRecords.cardPhotoPath,
        sitePhotoPath: certRecords.sitePhotoPath,
        personName: certRecords.personName,
        idcardNumber: certRecords.idcardNumber,
        compareResult: certRecords.compareResult,
        compareScore: certRecords.compareScore,
        deviceId: certRecords.deviceId,
        deviceName,
        recordTime: certRecords.recordTime,
      })
      .from(certRecords)
      .leftJoin(verifyDevices, eq(verifyDevices.id, certRecords.deviceId))
      .$dynamic(),
  orderBy: [desc(certRecords.recordTime)],
};

/** Every recognition: the roster's person when the face matched one ('' otherwise). */
export const detailRecordAdapter: ResourceAdapter = {
  table: detailRecords,
  id: detailRecords.id,
  project: detailRecords.projectId,
  columns: {
    personName: persons.personName,
    idcardNumber: persons.idcardNumber,
    verifyResult: detailRecords.verifyResult,
    deviceName: verifyDevices.deviceName,
    recordTime: detailRecords.recordTime,
  },
  filterJoins: (query) =>
    query
      .leftJoin(persons, eq(persons.id, detailRecords.personId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, detailRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: detailRecords.id,
        projectId: detailRecords.projectId,
        photoPath: detailRecords.photoPath,
        personName: sql<string>`coalesce(${persons.personName}, '')`,
        idcardNumber: sql<string>`coalesce(${persons.idcardNumber}, '')`,
        verifyResult: detailRecords.verifyResult,
        refuseReason: detailRecords.refuseReason,
        score: detailRecords.score,
        personTemperature: detailRecords.personTemperature,
        deviceId: detailRecords.deviceId,
        deviceName,
        recordTime: detailRecords.recordTime,
      })
      .from(detailRecords)
      .leftJoin(persons, eq(persons.id, detailRecords.personId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, detailRecords.deviceId))
      .$dynamic(),
  orderBy: [desc(detailRecords.recordTime)],
};

/** Strangers: the device and its area. */
export const strangerRecordAdapter: ResourceAdapter = {
  table: strangerRecords,
  id: strangerRecords.id,
  project: strangerRecords.projectId,
  columns: { deviceName: verifyDevices.deviceName, recordTime: strangerRecords.recordTime },
  filterJoins: (query) => query.leftJoin(verifyDevices, eq(verifyDevices.id, strangerRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: strangerRecords.id,
        projectId: strangerRecords.projectId,
        photoPath: strangerRecords.photoPath,
        deviceId: strangerRecords.deviceId,
        deviceName,
        areaName: sql<string>`coalesce(${siteAreas.areaName}, '')`,
        personTemperature: strangerRecords.personTemperature,
        recordTime: strangerRecords.recordTime,
      })
      .from(strangerRecords)
      .leftJoin(verifyDevices, eq(verifyDevices.id, strangerRecords.deviceId))
      .leftJoin(siteAreas, eq(siteAreas.id, verifyDevices.areaId))
      .$dynamic(),
  orderBy: [desc(strangerRecords.recordTime)],
};

/** Visitors' passages: the visitor as the temporary module registered him. */
export const temporaryRecordAdapter: ResourceAdapter = {
  table: temporaryRecords,
  id: temporaryRecords.id,
  project: temporaryRecords.projectId,
  columns: {
    personName: temporaryInfos.personName,
    idcardNumber: temporaryInfos.idcardNumber,
    deviceName: verifyDevices.deviceName,
    entryExitType: temporaryRecords.entryExitType,
    recordTime: temporaryRecords.recordTime,
  },
  filterJoins: (query) =>
    query
      .innerJoin(temporaryInfos, eq(temporaryInfos.id, temporaryRecords.temporaryId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, temporaryRecords.deviceId)),
  select: (db) =>
    db
      .select({
        recordId: temporaryRecords.id,
        projectId: temporaryRecords.projectId,
        temporaryId: temporaryRecords.temporaryId,
        photoPath: temporaryRecords.photoPath,
        personName: temporaryInfos.personName,
        idcardNumber: temporaryInfos.idcardNumber,
        visitorCompany: temporaryInfos.visitorCompany,
        deviceId: temporaryRecords.deviceId,
        deviceName,
        entryExitType: temporaryRecords.entryExitType,
        recordTime: temporaryRecords.recordTime,
        personTemperature: temporaryRecords.personTemperature,
      })
      .from(temporaryRecords)
      .innerJoin(temporaryInfos, eq(temporaryInfos.id, temporaryRecords.temporaryId))
      .leftJoin(verifyDevices, eq(verifyDevices.id, temporaryRecords.deviceId))
      .$dynamic(),
  orderBy: [desc(temporaryRecords.recordTime)],
};
