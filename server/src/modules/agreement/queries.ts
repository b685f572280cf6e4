import type { AgreementException, AgreementItem } from '@site/shared-schema';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreementExceptionNotices,
  agreementExceptions,
  agreementLockedPersons,
  projectAgreements,
} from '../../db/schema';

export async function listAgreements(db: Database, projectId: string): Promise<AgreementItem[]> {
  return db
    .select({
      agreementCode: projectAgreements.agreementCode,
      agreementName: projectAgreements.agreementName,
    })
    .from(projectAgreements)
    .where(eq(projectAgreements.projectId, projectId))
    .orderBy(asc(projectAgreements.sort), asc(projectAgreements.agreementCode));
}

export async function listExceptions(db: Database, projectId: string): Promise<AgreementException[]> {
  return db
    .select({
      agreementId: projectAgreements.id,
      agreementCode: projectAgreements.agreementCode,
      agreementName: projectAgreements.agreementName,
      operateType: agreementExceptions.operateType,
      startDate: agreementExceptions.startDate,
      endDate: agreementExceptions.endDate,
      exceptionRecordCount: agreementExceptions.exceptionRecordCount,
    })
    .from(agreementExceptions)
    .innerJoin(projectAgreements, eq(projectAgreements.id, agreementExceptions.agreementId))
    .where(eq(projectAgreements.projectId, projectId))
    .orderBy(asc(projectAgreements.sort), asc(agreementExceptions.operateType));
}

/** The day the user chose not to be reminded in the project ('YYYY-MM-DD HH:mm:ss'), or null. */
export async function findNoticeDate(
  db: Database,
  projectId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ noneDate: agreementExceptionNotices.noneDate })
    .from(agreementExceptionNotices)
    .where(
      and(eq(agreementExceptionNotices.projectId, projectId), eq(agreementExceptionNotices.userId, userId)),
    );
  return row?.noneDate ?? null;
}

export async function saveNoticeDate(
  db: Database,
  projectId: string,
  userId: string,
  noneDate: string | null,
): Promise<void> {
  await db
    .insert(agreementExceptionNotices)
    .values({ projectId, userId, noneDate })
    .onConflictDoUpdate({
      target: [agreementExceptionNotices.projectId, agreementExceptionNotices.userId],
      set: { noneDate },
    });
}

export async function countLockedPersons(db: Database, projectId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(agreementLockedPersons)
    .where(eq(agreementLockedPersons.projectId, projectId));
  return total;
}

export async function listLockedPersons(db: Database, projectId: string) {
  return db
    .select({
      personName: agreementLockedPersons.personName,
      idcardNumber: agreementLockedPersons.idcardNumber,
      teamName: agreementLockedPersons.teamName,
      workerTypeName: agreementLockedPersons.workerTypeName,
      agreementName: projectAgreements.agreementName,
      lockReason: agreementLockedPersons.lockReason,
      lockedAt: agreementLockedPersons.lockedAt,
    })
    .from(agreementLockedPersons)
    .innerJoin(projectAgreements, eq(projectAgreements.id, agreementLockedPersons.agreementId))
    .where(eq(agreementLockedPersons.projectId, projectId))
    .orderBy(asc(agreementLockedPersons.lockedAt), asc(agreementLockedPersons.id));
}

export type LockedPerson = Awaited<ReturnType<typeof listLockedPersons>>[number];
