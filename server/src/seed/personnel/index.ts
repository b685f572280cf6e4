import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, dictionaries, persons } from '../../db/schema';
import { DEMO_ORG_ID } from '../demo';
import { seededRandom } from './random';
import { type GeneratedRecord, generateRecords } from './records';
import { COMPANIES, COMPANY_TYPES, PROJECT_PLANS, type ProjectPlan } from './roster';
import { drawPeople, type TypeOptions } from './roster-people';
import { insertSite } from './site';

/** The general workerType and managerType options of the demo org. */
async function typeOptions(db: Database): Promise<TypeOptions> {
  const rows = await db
    .select({ id: dictionaries.id, typeCode: dictionaries.typeCode, name: dictionaries.dictionaryName })
    .from(dictionaries)
    .where(
      and(
        eq(dictionaries.orgId, DEMO_ORG_ID),
        inArray(dictionaries.typeCode, ['workerType', 'managerType']),
        isNull(dictionaries.agreementCode),
        isNull(dictionaries.projectId),
      ),
    );
  return new Map(rows.map((row) => [`${row.typeCode}:${row.name}`, row.id]));
}

/**
 * Inserts the records as one JSON parameter: on PGlite this is several times faster than a multi-row
 * insert, whose thousands of bind parameters dominate the seed's time.
 */
async function insertRecords(db: Database, projectId: string, records: GeneratedRecord[]): Promise<void> {
  const json = JSON.stringify(
    records.map((record, index) => ({
      id: `record-${projectId}-${String(index + 1).padStart(5, '0')}`,
      project_id: projectId,
      person_id: record.personId,
      device_id: record.deviceId,
      entry_exit_type: record.entryExitType,
      record_time: record.recordTime,
      person_temperature: record.personTemperature,
    })),
  );
  await db.execute(sql`
    insert into person_records
      (id, project_id, person_id, device_id, entry_exit_type, record_time, person_temperature)
    select * from json_to_recordset(${json}::json) as r(id text, project_id text, person_id text,
      device_id text, entry_exit_type text, record_time timestamp, person_temperature double precision)`);
}

async function seedProject(db: Database, plan: ProjectPlan, options: TypeOptions, now: Date): Promise<void> {
  const random = seededRandom(plan.seed);
  const site = await insertSite(db, plan);
  const people = drawPeople(random, plan, site, options);
  await db.insert(persons).values(people.rows);
  await insertRecords(db, plan.projectId, generateRecords(random, people.attendees, now));
}

/**
 * Areas, companies, teams, people, face devices and a week of entries and exits for the demo projects,
 * drawn from fixed seeds. The records are dated relative to the seed's run; later days get their
 * records from the simulator, which writes them live.
 */
export async function seedPersonnel(db: Database): Promise<void> {
  await db.insert(dictionaries).values(
    Object.values(COMPANY_TYPES).map((type, sort) => ({
      id: type.id,
      orgId: DEMO_ORG_ID,
      typeCode: 'companyType',
      dictionaryName: type.name,
      sort,
    })),
  );
  await db.insert(companies).values(COMPANIES.map((company) => ({ ...company, orgId: DEMO_ORG_ID })));
  const options = await typeOptions(db);
  const now = new Date();
  for (const plan of PROJECT_PLANS) await seedProject(db, plan, options, now);
}
