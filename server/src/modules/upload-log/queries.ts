import type { AgreementException } from '@site/shared-schema';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { agreementExceptions, agreementUploadLogs, projectAgreements } from '../../db/schema';

export interface UploadLogFilter {
  projectId: string;
  agreementCode?: string;
  logType?: string;
  sourceName?: string;
  getResultStatus?: number;
  /** 'YYYY-MM-DD HH:mm:ss', both ends included. */
  from?: string;
  to?: string;
}

/** A project's report log, newest first, with the agreement each report went to. */
export async function pageUploadLogs(
  db: Database,
  filter: UploadLogFilter,
  window: { limit: number; offset: number },
) {
  const where = and(
    ...([
      eq(agreementUploadLogs.projectId, filter.projectId),
      filter.agreementCode ? eq(projectAgreements.agreementCode, filter.agreementCode) : undefined,
      filter.logType ? eq(agreementUploadLogs.logType, filter.logType) : undefined,
      filter.sourceName
        ? ilike(agreementUploadLogs.sourceName, containsPattern(filter.sourceName))
        : undefined,
      filter.getResultStatus === undefined
        ? undefined
        : eq(agreementUploadLogs.getResultStatus, filter.getResultStatus),
      filter.from ? gte(agreementUploadLogs.createTime, filter.from) : undefined,
      filter.to ? lte(agreementUploadLogs.createTime, filter.to) : undefined,
    ] satisfies (SQL | undefined)[]),
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(agreementUploadLogs)
    .innerJoin(projectAgreements, eq(projectAgreements.id, agreementUploadLogs.agreementId))
    .where(where);
  const rows = await db
    .select({
      logId: agreementUploadLogs.id,
      logType: agreementUploadLogs.logType,
      agreementCode: projectAgreements.agreementCode,
      agreementName: projectAgreements.agreementName,
      sourceName: agreementUploadLogs.sourceName,
      getResultStatus: agreementUploadLogs.getResultStatus,
      resultMessage: agreementUploadLogs.resultMessage,
      createTime: agreementUploadLogs.createTime,
    })
    .from(agreementUploadLogs)
    .innerJoin(projectAgreements, eq(projectAgreements.id, agreementUploadLogs.agreementId))
    .where(where)
    .orderBy(desc(agreementUploadLogs.createTime), desc(agreementUploadLogs.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

export type UploadLogRow = Awaited<ReturnType<typeof pageUploadLogs>>['rows'][number];

export type NewUploadLog = typeof agreementUploadLogs.$inferInsert;

export async function insertUploadLogs(db: Database, logs: NewUploadLog[]): Promise<void> {
  if (logs.length > 0) await db.insert(agreementUploadLogs).values(logs);
}

/** The agreements of these projects, in each project's order. */
export async function agreementsOf(db: Database, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(projectAgreements)
    .where(inArray(projectAgreements.projectId, projectIds))
    .orderBy(asc(projectAgreements.projectId), asc(projectAgreements.sort));
}

export type AgreementRow = Awaited<ReturnType<typeof agreementsOf>>[number];

/**
 * Counts more failed reports (one by default) of an agreement towards its exception of that kind, opening
 * one when there is none, so the exception list agrees with the log; answers the exception as the list shows it.
 */
export async function countFailure(
  db: Database,
  agreement: AgreementRow,
  operateType: string,
  time: string,
  periodStart: string,
  failures = 1,
): Promise<AgreementException> {
  const match = and(
    eq(agreementExceptions.agreementId, agreement.id),
    eq(agreementExceptions.operateType, operateType),
  );
  const [updated] = await db
    .update(agreementExceptions)
    .set({
      exceptionRecordCount: sql`${agreementExceptions.exceptionRecordCount} + ${failures}`,
      endDate: time,
    })
    .where(match)
    .returning();
  const exception =
    updated ??
    (
      await db
        .insert(agreementExceptions)
        .values({
          agreementId: agreement.id,
          operateType,
          startDate: periodStart,
          endDate: time,
          exceptionRecordCount: failures,
        })
        .returning()
    )[0];
  return {
    agreementId: agreement.id,
    agreementCode: agreement.agreementCode,
    agreementName: agreement.agreementName,
    operateType,
    startDate: exception.startDate,
    endDate: exception.endDate,
    exceptionRecordCount: exception.exceptionRecordCount,
  };
}
