import { type Database, openDatabase } from '@site/server/src/db/client';
import {
  companies,
  craneDevices,
  craneReadings,
  dictionaries,
  personRecords,
  persons,
  teams,
  verifyDevices,
} from '@site/server/src/db/schema';
import { DEMO_ORG_ID, DEMO_PROJECTS } from '@site/server/src/seed/demo';
import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BenchDatabase } from '../support/databases';

/** The large site: its people and entry/exit records. */
const SITE_PEOPLE = 10_000;
const SITE_RECORDS = 1_000_000;
/** The crane realtime list: readings of the large site's cranes, every 10 s of each crane up to now. */
const SITE_CRANE_READINGS = 1_000_000;
const CRANE_READING_SPACING_S = 10;
/** The export reads the workers of another demo project, filled to this many. */
const EXPORT_ROWS = 100_000;
/** The records spread evenly over this many days up to now. */
const RECORD_DAYS = 40;

interface SiteTeam {
  teamId: string;
  teamName: string;
  companyId: string;
  companyName: string;
}

/** What the calls of the bench ask for, read back from the filled database. */
export interface Site {
  projectId: string;
  people: number;
  workers: number;
  records: number;
  teams: SiteTeam[];
  /** The org's general workerType options, by name. */
  workerTypes: string[];
  /** A whole past day of records, and how many it holds. */
  recordDay: string;
  recordDayCount: number;
  /** Today's records so far: the calls that read today (people inside, the charts) cost with the hour. */
  todayCount: number;
  exportProjectId: string;
  exportRows: number;
  craneReadings: number;
  /** The name of the site's first crane. */
  craneName: string;
}

export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜';
export const GIVEN =
  '建国伟强军明华平刚勇志海涛斌林波杰峰磊超鹏辉俊文春东亮成金德立新永宝福兵庆忠玉山云飞龙家荣';

/** The org's own workerType options (not a project's or an agreement's). */
const GENERAL_WORKER_TYPES = and(
  eq(dictionaries.orgId, DEMO_ORG_ID),
  eq(dictionaries.typeCode, 'workerType'),
  isNull(dictionaries.projectId),
  isNull(dictionaries.agreementCode),
);

/** Rows numbered from 0: a generated row picks the n-th of them through a hash join on n. */
const numbered = (column: AnyPgColumn) =>
  sql<number>`(row_number() over (order by ${column}) - 1)::int`.as('n');

/** Adds `amount` people to a project in one statement, spread over its teams and the general work types. */
async function addPeople(
  db: Database,
  projectId: string,
  amount: number,
  onlyWorkers: boolean,
  today: string,
) {
  if (amount <= 0) return;
  const teamCount = await db.$count(teams, eq(teams.projectId, projectId));
  const typeCount = await db.$count(dictionaries, GENERAL_WORKER_TYPES);
  const personType = onlyWorkers
    ? sql`'WORKER'`
    : sql`case when g % 50 = 0 then 'OTHER' when g % 10 = 1 then 'MANAGER' else 'WORKER' end`;
  await db.execute(sql`
    insert into persons (id, project_id, person_name, idcard_number, person_type, company_id, team_id,
      worker_type_id, on_job_status, gender, nation, birth_date, address, idcard_start_date, idcard_end_date,
      phone, job_number, entry_date, exit_date, emergency_contact, emergency_phone, created_at)
    with team as (${db
      .select({ id: teams.id, companyId: teams.companyId, n: numbered(teams.id) })
      .from(teams)
      .where(eq(teams.projectId, projectId))}),
    kind as (${db
      .select({ id: dictionaries.id, n: numbered(dictionaries.id) })
      .from(dictionaries)
      .where(GENERAL_WORKER_TYPES)}),
    person as (
      select g, case when g % 6 = 0 then 0 else 1 end as on_job_status
      from generate_series(1, ${amount}::int) as g)
    select 'bench-person-' || ${projectId} || '-' || g, ${projectId},
      substr(${SURNAMES}, 1 + g % ${SURNAMES.length}, 1)
        || substr(${GIVEN}, 1 + (g / ${SURNAMES.length}) % ${GIVEN.length}, 1)
        || case when g % 3 = 0 then '' else substr(${GIVEN}, 1 + (g / 7) % ${GIVEN.length}, 1) end,
      '33' || lpad(g::text, 15, '0') || 'X', ${personType}, team.company_id, team.id, kind.id, on_job_status,
      (1 + g % 2)::text, '汉', date '1970-01-01' + g % 12000, '浙江省杭州市上城区望江东路' || g || '号',
      date '2020-01-01' + g % 1000, date '2040-01-01' + g % 1000, '138' || lpad(g::text, 8, '0'),
      'B' || lpad(g::text, 7, '0'), ${today}::date - g % 730,
      case when on_job_status = 0 then ${today}::date - g % 30 end, '王建国', '13900000000',
      now() - make_interval(secs => g)
    from person
    join team on team.n = g % ${teamCount}::int
    join kind on kind.n = (g / 3) % ${typeCount}::int`);
}

/** Adds `amount` entries and exits of the project's people at its gates, one every few seconds up to `now`. */
async function addRecords(db: Database, projectId: string, amount: number, now: string) {
  if (amount <= 0) return;
  const personCount = await db.$count(persons, eq(persons.projectId, projectId));
  const gateCount = await db.$count(verifyDevices, eq(verifyDevices.projectId, projectId));
  const spacingMs = Math.floor((RECORD_DAYS * 86_400_000) / amount);
  await db.execute(sql`
    insert into person_records
      (id, project_id, person_id, device_id, entry_exit_type, record_time, person_temperature)
    with person as (${db
      .select({ id: persons.id, n: numbered(persons.id) })
      .from(persons)
      .where(eq(persons.projectId, projectId))}),
    gate as (${db
      .select({ id: verifyDevices.id, n: numbered(verifyDevices.id) })
      .from(verifyDevices)
      .where(eq(verifyDevices.projectId, projectId))})
    select 'bench-record-' || g, ${projectId}, person.id, gate.id, (1 + g % 2)::text,
      ${now}::timestamp - g::bigint * ${spacingMs}::int * interval '1 millisecond', 36 + (g % 10) / 10.0
    from generate_series(1, ${amount}::int) as g
    join person on person.n = g::bigint * 7919 % ${personCount}::int
    join gate on gate.n = g % ${gateCount}::int`);
}

/** The readings of a project's cranes. */
const readingsOf = (projectId: string) =>
  sql`${craneReadings.deviceId} in (select ${craneDevices.id} from ${craneDevices} where ${craneDevices.projectId} = ${projectId})`;

/**
 * Adds `amount` readings of the project's cranes, one every CRANE_READING_SPACING_S seconds per crane going
 * back from now, with plausible values: today and the days before are as dense as a crane reporting every
 * few seconds makes them. They fall 5 s off the seeded readings' whole minutes (readings are keyed by crane
 * and time).
 */
async function addCraneReadings(db: Database, projectId: string, amount: number) {
  if (amount <= 0) return;
  const craneCount = await db.$count(craneDevices, eq(craneDevices.projectId, projectId));
  await db.execute(sql`
    insert into crane_readings (device_id, recorded_at, height, obliguity, moment, range, wind_speed, weight)
    with crane as (${db
      .select({ id: craneDevices.id, n: numbered(craneDevices.id) })
      .from(craneDevices)
      .where(eq(craneDevices.projectId, projectId))})
    select crane.id,
      date_trunc('minute', localtimestamp) - interval '5 second'
        - ((g - 1) / ${craneCount}::int) * interval '${sql.raw(String(CRANE_READING_SPACING_S))} second',
      5 + g % 60, 0.25 + (g % 20) / 100.0, 3 + g % 90, 8 + g % 45, (g % 80) / 10.0, (g % 40) / 10.0
    from generate_series(1, ${amount}::int) as g
    join crane on crane.n = g % ${craneCount}::int
    on conflict do nothing`);
}

async function readSite(db: Database, projectId: string, exportProjectId: string, today: string) {
  const recordDay = formatDateTime(new Date(`${today}T00:00:00`).getTime() - 86_400_000, DATE_FORMAT);
  const siteTeams = await db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      companyId: teams.companyId,
      companyName: companies.companyName,
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(eq(teams.projectId, projectId))
    .orderBy(asc(teams.id));
  const workerTypes = await db
    .select({ name: dictionaries.dictionaryName })
    .from(dictionaries)
    .where(GENERAL_WORKER_TYPES);
  const ofProject = eq(persons.projectId, projectId);
  return {
    projectId,
    people: await db.$count(persons, ofProject),
    workers: await db.$count(persons, and(ofProject, eq(persons.personType, 'WORKER'))),
    records: await db.$count(personRecords, eq(personRecords.projectId, projectId)),
    teams: siteTeams,
    workerTypes: workerTypes.map((type) => type.name),
    recordDay,
    recordDayCount: await db.$count(
      personRecords,
      and(
        eq(personRecords.projectId, projectId),
        gte(personRecords.recordTime, `${recordDay} 00:00:00`),
        lt(personRecords.recordTime, `${today} 00:00:00`),
      ),
    ),
    todayCount: await db.$count(
      personRecords,
      and(eq(personRecords.projectId, projectId), gte(personRecords.recordTime, `${today} 00:00:00`)),
    ),
    craneReadings: await db.$count(craneReadings, readingsOf(projectId)),
    craneName: (
      await db
        .select({ name: craneDevices.craneName })
        .from(craneDevices)
        .where(eq(craneDevices.projectId, projectId))
        .orderBy(asc(craneDevices.sort))
        .limit(1)
    )[0].name,
    exportProjectId,
    exportRows: await db.$count(
      persons,
      and(eq(persons.projectId, exportProjectId), eq(persons.personType, 'WORKER')),
    ),
  };
}

/**
 * Fills the seeded demo (no server running on it) with set-based statements: project 1 to 10,000 people,
 * 1,000,000 records and 1,000,000 crane readings, project 3 to 100,000 workers for the export; then
 * VACUUM ANALYZE, as a settled
 * database would be after autovacuum.
 */
export async function fillSite(database: BenchDatabase): Promise<Site> {
  const projectId = DEMO_PROJECTS.main;
  const exportProjectId = DEMO_PROJECTS.longName;
  const now = formatDateTime(Date.now());
  const today = now.slice(0, 10);
  const { db, close } = await openDatabase(database.target);
  try {
    const people = await db.$count(persons, eq(persons.projectId, projectId));
    await addPeople(db, projectId, SITE_PEOPLE - people, false, today);
    const records = await db.$count(personRecords, eq(personRecords.projectId, projectId));
    await addRecords(db, projectId, SITE_RECORDS - records, now);
    await addCraneReadings(
      db,
      projectId,
      SITE_CRANE_READINGS - (await db.$count(craneReadings, readingsOf(projectId))),
    );
    const exportWorkers = and(eq(persons.projectId, exportProjectId), eq(persons.personType, 'WORKER'));
    await addPeople(
      db,
      exportProjectId,
      EXPORT_ROWS - (await db.$count(persons, exportWorkers)),
      true,
      today,
    );
    await db.execute(sql`vacuum analyze`);
    return await readSite(db, projectId, exportProjectId, today);
  } finally {
    await close();
  }
}
