import {
  COMPANY_EXTEND_FIELDS,
  type CompanyAgreementExtend,
  type CompanyExtendParams,
  formatDateTime,
} from '@site/shared-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreementParams, projectAgreements, projectCompanies } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { notFound } from '../../resource/rows';

/** The agreement parameters' scope of a participating company (agreement_params, beside the agreement pages' scopes). */
const COMPANY_SCOPE = 'COMPANY';

const EMPTY_PARAMS = Object.fromEntries(
  COMPANY_EXTEND_FIELDS.map(({ key }) => [key, '']),
) as CompanyExtendParams;

/** A participating company of the project, or 404 记录不存在. */
export async function requireParticipant(db: Database, projectId: string, companyId: string): Promise<void> {
  const [row] = await db
    .select({ companyId: projectCompanies.companyId })
    .from(projectCompanies)
    .where(and(eq(projectCompanies.projectId, projectId), eq(projectCompanies.companyId, companyId)));
  if (!row) throw notFound();
}

/** The company's parameters in every agreement of the project (empty where never saved), in agreement order. */
export async function companyExtends(
  db: Database,
  projectId: string,
  companyId: string,
): Promise<CompanyAgreementExtend[]> {
  await requireParticipant(db, projectId, companyId);
  const rows = await db
    .select({
      agreementCode: projectAgreements.agreementCode,
      agreementName: projectAgreements.agreementName,
      params: agreementParams.params,
      updateTime: agreementParams.updateTime,
    })
    .from(projectAgreements)
    .leftJoin(
      agreementParams,
      and(
        eq(agreementParams.agreementId, projectAgreements.id),
        eq(agreementParams.scope, COMPANY_SCOPE),
        eq(agreementParams.targetId, companyId),
      ),
    )
    .where(eq(projectAgreements.projectId, projectId))
    .orderBy(asc(projectAgreements.sort), asc(projectAgreements.agreementCode));
  return rows.map((row) => ({
    agreementCode: row.agreementCode,
    agreementName: row.agreementName,
    companyId,
    ...EMPTY_PARAMS,
    ...row.params,
    updateTime: row.updateTime ?? '',
  }));
}

/** Saves the company's parameters in one agreement of the project; answers what was stored before. */
export async function saveCompanyExtend(
  db: Database,
  target: { projectId: string; companyId: string; agreementCode: string },
  params: CompanyExtendParams,
): Promise<{ agreementName: string; before: CompanyExtendParams }> {
  await requireParticipant(db, target.projectId, target.companyId);
  const [agreement] = await db
    .select({ id: projectAgreements.id, agreementName: projectAgreements.agreementName })
    .from(projectAgreements)
    .where(
      and(
        eq(projectAgreements.projectId, target.projectId),
        eq(projectAgreements.agreementCode, target.agreementCode),
      ),
    );
  if (!agreement) throw new ApiError(CODE.notFound, '协议不存在');
  const key = and(
    eq(agreementParams.agreementId, agreement.id),
    eq(agreementParams.scope, COMPANY_SCOPE),
    eq(agreementParams.targetId, target.companyId),
  );
  const [stored] = await db.select({ params: agreementParams.params }).from(agreementParams).where(key);
  const updateTime = formatDateTime(Date.now());
  await db
    .insert(agreementParams)
    .values({
      agreementId: agreement.id,
      scope: COMPANY_SCOPE,
      targetId: target.companyId,
      params,
      updateTime,
    })
    .onConflictDoUpdate({
      target: [agreementParams.agreementId, agreementParams.scope, agreementParams.targetId],
      set: { params, updateTime },
    });
  return { agreementName: agreement.agreementName, before: { ...EMPTY_PARAMS, ...stored?.params } };
}
