import type { EntryExitType, PersonType } from '@site/shared-schema';
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personRecords, persons, verifyDevices } from '../../db/schema';
import { dayBounds } from './day';

/** A record of the day with what the statistics group it by. */
export interface DayRecord {
  personId: string;
  personType: PersonType;
  teamId: string | null;
  workerTypeId: string | null;
  companyId: string;
  /** The area of the device that saw the person. */
  areaId: string | null;
  entryExitType: EntryExitType;
  /** YYYY-MM-DD HH:mm:ss */
  recordTime: string;
}

const inDay = (day: string): SQL | undefined => {
  const { from, to } = dayBounds(day);
  return and(gte(personRecords.recordTime, from), lt(personRecords.recordTime, to));
};

/** The entries and exits of a project on a day, oldest first. */
export async function dayRecords(db: Database, projectId: string, day: string): Promise<DayRecord[]> {
  return db
    .select({
      personId: personRecords.personId,
      personType: persons.personType,
      teamId: persons.teamId,
      workerTypeId: persons.workerTypeId,
      companyId: persons.companyId,
      areaId: verifyDevices.areaId,
      entryExitType: personRecords.entryExitType,
      recordTime: personRecords.recordTime,
    })
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(and(eq(personRecords.projectId, projectId), inDay(day)))
    .orderBy(asc(personRecords.recordTime), asc(personRecords.id));
}
