import type { EntryExitType, PersonType } from '@site/shared-schema';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictionaries, personRecords, persons, teams, verifyDevices } from '../../db/schema';
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

export type RecordRow = Awaited<ReturnType<typeof pageRecords>>['rows'][number];

/** A page of a project's records (of one day, or the one record, when given), newest first. */
export async function pageRecords(
  db: Database,
  filter: { projectId: string; day?: string; recordId?: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(personRecords.projectId, filter.projectId),
    filter.day ? inDay(filter.day) : undefined,
    filter.recordId ? eq(personRecords.id, filter.recordId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(personRecords).where(where);
  const newestFirst = [desc(personRecords.recordTime), desc(personRecords.id)];
  // The page's ids come from the index of (project, time, id) alone; only those rows are joined.
  const pageIds = db
    .select({ id: personRecords.id })
    .from(personRecords)
    .where(where)
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  const rows = await db
    .select({
      recordId: personRecords.id,
      recordPhotoUrl: personRecords.recordPhotoUrl,
      personName: persons.personName,
      teamName: sql<string>`coalesce(${teams.teamName}, '')`,
      workerTypeName: sql<string>`coalesce(${dictionaries.dictionaryName}, '')`,
      idcardNumber: persons.idcardNumber,
      entryExitType: personRecords.entryExitType,
      recordTime: personRecords.recordTime,
      deviceName: sql<string>`coalesce(${verifyDevices.deviceName}, '')`,
      personTemperature: personRecords.personTemperature,
    })
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .leftJoin(verifyDevices, eq(verifyDevices.id, personRecords.deviceId))
    .where(inArray(personRecords.id, pageIds))
    .orderBy(...newestFirst);
  return { rows, total };
}
