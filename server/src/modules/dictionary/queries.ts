import type { DictionaryItem } from '@site/shared-schema';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictionaries } from '../../db/schema';

/** dictionaryCode is the code of an option in an outside system (e.g. a government agreement's work-type code). */
export type DictionaryOption = DictionaryItem & { dictionaryCode: string };

export interface DictionaryQuery {
  orgId: string;
  typeCode: string;
  projectId?: string;
  agreementCode?: string;
  companyId?: string;
}

/**
 * The options of a type: the org's general ones plus the project's own. With agreementCode the
 * company-agreement variant answers instead: that agreement's rows for that company (or for any company).
 */
export async function listDictionary(db: Database, query: DictionaryQuery): Promise<DictionaryOption[]> {
  const variant = query.agreementCode
    ? and(
        eq(dictionaries.agreementCode, query.agreementCode),
        query.companyId ? eq(dictionaries.companyId, query.companyId) : isNull(dictionaries.companyId),
      )
    : isNull(dictionaries.agreementCode);
  const rows = await db
    .select()
    .from(dictionaries)
    .where(
      and(
        eq(dictionaries.orgId, query.orgId),
        eq(dictionaries.typeCode, query.typeCode),
        query.projectId
          ? or(isNull(dictionaries.projectId), eq(dictionaries.projectId, query.projectId))
          : isNull(dictionaries.projectId),
        variant,
      ),
    )
    .orderBy(asc(dictionaries.sort), asc(dictionaries.dictionaryName));
  return rows.map((row) => ({
    dictionaryId: row.id,
    dictionaryName: row.dictionaryName,
    dictionaryCode: row.dictionaryCode,
    ...(row.modelImgUrl ? { modelImgUrl: row.modelImgUrl } : {}),
  }));
}
