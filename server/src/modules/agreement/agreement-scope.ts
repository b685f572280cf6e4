import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectAgreements } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';

export type AgreementRow = typeof projectAgreements.$inferSelect;

/** The agreement a call names, of the project the caller was checked a member of; 404 for another's. */
export async function agreementOf(
  db: Database,
  projectId: string,
  agreementCode: string,
): Promise<AgreementRow> {
  const [agreement] = await db
    .select()
    .from(projectAgreements)
    .where(
      and(eq(projectAgreements.projectId, projectId), eq(projectAgreements.agreementCode, agreementCode)),
    );
  if (!agreement) throw new ApiError(CODE.notFound, '协议不存在');
  return agreement;
}
