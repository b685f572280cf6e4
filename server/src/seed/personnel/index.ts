import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, dictionaries, personRecords, persons } from '../../db/schema';
import { shownImage } from '../../modules/file/urls';
import type { ObjectStore } from '../../storage/object-store';
import { DEMO_ORG_ID } from '../demo';
import { insertAsJson } from '../insert-as-json';
import { seedFaceSync } from './face-sync';
import { writeHeadPhotos } from './photo-files';
import { projectStartOf } from './project-start';
import { seededRandom } from './random';
import { generateRecords } from './records';
import { COMPANIES, COMPANY_TYPES, OTHER_POSTS, PROJECT_PLANS, type ProjectPlan } from './roster';
import { drawPeople, type TypeOptions } from './roster-people';
import { appointTeamLeaders, insertSite } from './site';

export { seedBlacklist } from './blacklist';
export { seedPersonFormFields } from './form-field-rows';
export { seedVisitors } from './visitors';

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

async function seedProject(
  db: Database,
  plan: ProjectPlan,
  options: TypeOptions,
  env: { files: ObjectStore; now: Date },
): Promise<void> {
  const random = seededRandom(plan.seed);
  const site = await insertSite(db, plan);
  const projectStart = await projectStartOf(db, plan.projectId);
  const people = drawPeople(random, plan, site, options, { projectStart, now: env.now });
  const records = generateRecords(random, people.attendees, env.now);
  // A face device's record keeps the capture of the passage: the seed's is the person's head photo, as the
  // simulator's records and the identify-records' details have it.
  const photoOf = new Map(people.rows.map((row) => [row.id, row.headPhotoPath]));
  // sharp encodes the photos in its own threads while the rows are inserted.
  await Promise.all([
    writeHeadPhotos(env.files, people.photos),
    (async () => {
      await insertAsJson(db, persons, people.rows);
      await appointTeamLeaders(db, plan.projectId);
      await seedFaceSync(db, plan.projectId);
      await insertAsJson(
        db,
        personRecords,
        records.map((record, index) => ({
          ...record,
          id: `record-${plan.projectId}-${String(index + 1).padStart(5, '0')}`,
          projectId: plan.projectId,
          recordPhotoUrl: shownImage(photoOf.get(record.personId)),
        })),
      );
    })(),
  ]);
}

/** The company roles, and the posts of other staff beside the general work types. */
async function insertOptions(db: Database): Promise<void> {
  const [{ sort: lastWorkerType }] = await db
    .select({ sort: sql<number>`coalesce(max(${dictionaries.sort}), -1)`.mapWith(Number) })
    .from(dictionaries)
    .where(
      and(
        eq(dictionaries.orgId, DEMO_ORG_ID),
        eq(dictionaries.typeCode, 'workerType'),
        isNull(dictionaries.agreementCode),
        isNull(dictionaries.projectId),
      ),
    );
  await db.insert(dictionaries).values([
    ...Object.values(COMPANY_TYPES).map((type, sort) => ({
      id: type.id,
      orgId: DEMO_ORG_ID,
      typeCode: 'companyType',
      dictionaryName: type.name,
      sort,
    })),
    ...OTHER_POSTS.map((dictionaryName, index) => ({
      orgId: DEMO_ORG_ID,
      typeCode: 'workerType',
      dictionaryName,
      sort: lastWorkerType + 1 + index,
    })),
  ]);
}

/**
 * Areas, companies, teams, people with their head photos, face devices and a week of entries and exits
 * for the demo projects, drawn from fixed seeds. The records are dated relative to the seed's run; later
 * days get their records from the simulator, which writes them live.
 */
export async function seedPersonnel(db: Database, files: ObjectStore): Promise<void> {
  await insertOptions(db);
  await db.insert(companies).values(COMPANIES.map((company) => ({ ...company, orgId: DEMO_ORG_ID })));
  const options = await typeOptions(db);
  const now = new Date();
  for (const plan of PROJECT_PLANS) await seedProject(db, plan, options, { files, now });
}
