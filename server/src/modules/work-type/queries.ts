import {
  DEFAULT_SPECIAL_WORK_TYPES,
  type SpecialWorkerType,
  type WorkTypeCode,
  type WorkTypePersonCount,
} from '@site/shared-schema';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictionaries, persons, specialWorkerTypes } from '../../db/schema';
import { listDictionary } from '../dictionary/queries';

const onJob = eq(persons.onJobStatus, 1);

/**
 * The work types held by workers on the job in a project, then the managers' posts, in dictionary order;
 * other staff's posts are left out, as they are in no count of the statistics.
 */
export async function workTypesOfProject(
  db: Database,
  projectId: string,
): Promise<{ workerTypeId: string; workTypeName: string }[]> {
  return db
    .selectDistinct({
      workerTypeId: dictionaries.id,
      workTypeName: dictionaries.dictionaryName,
      typeCode: dictionaries.typeCode,
      sort: dictionaries.sort,
    })
    .from(persons)
    .innerJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .where(and(eq(persons.projectId, projectId), onJob, ne(persons.personType, 'OTHER')))
    .orderBy(desc(dictionaries.typeCode), asc(dictionaries.sort), asc(dictionaries.dictionaryName));
}

/** Every option of the dictionary with the people of the project holding it, in dictionary order. */
export async function workTypePersonCounts(
  db: Database,
  scope: { orgId: string; projectId: string },
  typeCode: WorkTypeCode,
): Promise<WorkTypePersonCount[]> {
  const [options, counts] = await Promise.all([
    listDictionary(db, { orgId: scope.orgId, typeCode, projectId: scope.projectId }),
    db
      .select({
        workerTypeId: persons.workerTypeId,
        personCount: count(),
        onJobCount: sql<number>`count(*) filter (where ${onJob})`.mapWith(Number),
      })
      .from(persons)
      .where(eq(persons.projectId, scope.projectId))
      .groupBy(persons.workerTypeId),
  ]);
  const byType = new Map(counts.map((row) => [row.workerTypeId, row]));
  return options.map((option) => ({
    workerTypeId: option.dictionaryId,
    workTypeName: option.dictionaryName,
    personCount: byType.get(option.dictionaryId)?.personCount ?? 0,
    onJobCount: byType.get(option.dictionaryId)?.onJobCount ?? 0,
  }));
}

const DEFAULT_SPECIAL = new Set<string>(DEFAULT_SPECIAL_WORK_TYPES);

/** Every workerType option of the project, flagged special as the project chose (or by default). */
export async function specialWorkerTypeList(
  db: Database,
  scope: { orgId: string; projectId: string },
): Promise<SpecialWorkerType[]> {
  const [options, chosen] = await Promise.all([
    listDictionary(db, { orgId: scope.orgId, typeCode: 'workerType', projectId: scope.projectId }),
    db
      .select({ dictionaryId: specialWorkerTypes.dictionaryId, special: specialWorkerTypes.special })
      .from(specialWorkerTypes)
      .where(eq(specialWorkerTypes.projectId, scope.projectId)),
  ]);
  const choice = new Map(chosen.map((row) => [row.dictionaryId, row.special]));
  return options.map((option) => ({
    workerTypeId: option.dictionaryId,
    workTypeName: option.dictionaryName,
    special: (choice.get(option.dictionaryId) ?? DEFAULT_SPECIAL.has(option.dictionaryName)) ? 1 : 0,
  }));
}

/**
 * The project's special work types become exactly these: a row per option, so an option added later
 * follows the default until the next save.
 */
export async function saveSpecialWorkerTypes(
  db: Database,
  projectId: string,
  options: readonly SpecialWorkerType[],
  specialIds: ReadonlySet<string>,
): Promise<void> {
  await db.delete(specialWorkerTypes).where(eq(specialWorkerTypes.projectId, projectId));
  if (options.length === 0) return;
  await db.insert(specialWorkerTypes).values(
    options.map((option) => ({
      projectId,
      dictionaryId: option.workerTypeId,
      special: specialIds.has(option.workerTypeId),
    })),
  );
}

/** Back to the default special work types. */
export async function resetSpecialWorkerTypes(db: Database, projectId: string): Promise<void> {
  await db.delete(specialWorkerTypes).where(eq(specialWorkerTypes.projectId, projectId));
}
