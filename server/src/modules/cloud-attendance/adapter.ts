import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { companies, personRecords, persons, teams } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** The person's latest identification record, as the seeds write times. */
const lastRecordTime = sql<string>`coalesce((
  select to_char(max(${personRecords.recordTime}), 'YYYY-MM-DD HH24:MI:SS')
  from ${personRecords} where ${personRecords.personId} = ${persons.id}
), '')`;

/** People of the roster enabled for cloud attendance (CLOUD_ATTENDANCE_RESOURCE); nothing here is a form. */
export const cloudAttendanceAdapter: ResourceAdapter = {
  table: persons,
  id: persons.id,
  project: persons.projectId,
  columns: {
    personName: persons.personName,
    idcardNumber: persons.idcardNumber,
    companyId: persons.companyId,
    teamId: persons.teamId,
    cloudAttendanceTime: persons.cloudAttendanceTime,
  },
  select: (db) =>
    db
      .select({
        personId: persons.id,
        projectId: persons.projectId,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        companyId: persons.companyId,
        companyName: companies.companyName,
        teamId: persons.teamId,
        teamName: teams.teamName,
        cloudAttendanceTime: persons.cloudAttendanceTime,
        lastRecordTime,
      })
      .from(persons)
      .innerJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .$dynamic(),
  orderBy: [desc(persons.cloudAttendanceTime)],
  scope: isNotNull(persons.cloudAttendanceTime),
};
