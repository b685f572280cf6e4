import { AGE_BANDS, type PersonDataRate, type PersonDataSlice, UNKNOWN_KEY } from '@site/shared-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, dictionaries, persons } from '../../db/schema';

export const PERSON_TYPE_NAMES = { WORKER: '工人', MANAGER: '管理人员', OTHER: '其他人员' } as const;
const GENDER_NAMES: Record<string, string> = { '1': '男', '2': '女' };
const UNKNOWN_NAME = '未知';
const AGE_NAMES: Record<string, string> = {
  UNDER_30: '30岁以下',
  '30_39': '30-39岁',
  '40_49': '40-49岁',
  '50_59': '50-59岁',
  '60_PLUS': '60岁及以上',
};

/** The band of an age in whole years; unknown without a birth date. */
export function ageBand(age: number | null): string {
  if (age === null) return UNKNOWN_KEY;
  return AGE_BANDS.find(([, lowest, highest]) => age >= lowest && age <= highest)?.[0] ?? UNKNOWN_KEY;
}

/** Slices of the people by a key, the largest first, unknown last. */
function slices<T>(rows: T[], key: (row: T) => string, name: (row: T) => string): PersonDataSlice[] {
  const counted = new Map<string, PersonDataSlice>();
  for (const row of rows) {
    const k = key(row);
    const slice = counted.get(k) ?? { key: k, name: k === UNKNOWN_KEY ? UNKNOWN_NAME : name(row), count: 0 };
    slice.count += 1;
    counted.set(k, slice);
  }
  return [...counted.values()].sort(
    (a, b) => Number(a.key === UNKNOWN_KEY) - Number(b.key === UNKNOWN_KEY) || b.count - a.count,
  );
}

/** personDataRate: the project's people on the job by type, company, work type (or post), age and gender. */
export async function personDataRate(
  db: Database,
  projectId: string,
  today: string,
): Promise<PersonDataRate> {
  const rows = await db
    .select({
      personType: persons.personType,
      companyId: persons.companyId,
      companyName: companies.companyName,
      workerTypeId: sql<string>`coalesce(${persons.workerTypeId}, '')`,
      workTypeName: sql<string>`coalesce(${dictionaries.dictionaryName}, '')`,
      gender: persons.gender,
      age: sql<number | null>`extract(year from age(${today}::date, ${persons.birthDate}))::int`,
    })
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)));
  return {
    total: rows.length,
    byType: slices(
      rows,
      (row) => row.personType,
      (row) => PERSON_TYPE_NAMES[row.personType],
    ),
    byCompany: slices(
      rows,
      (row) => row.companyId,
      (row) => row.companyName,
    ),
    byWorkType: slices(
      rows,
      (row) => row.workerTypeId,
      (row) => row.workTypeName,
    ),
    byAge: slices(
      rows,
      (row) => ageBand(row.age === null ? null : Number(row.age)),
      (row) => AGE_NAMES[ageBand(Number(row.age))],
    ),
    byGender: slices(
      rows,
      (row) => (row.gender in GENDER_NAMES ? row.gender : UNKNOWN_KEY),
      (row) => GENDER_NAMES[row.gender],
    ),
  };
}
