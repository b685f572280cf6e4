import {
  AGREEMENT_PARAM_FIELDS,
  type AgreementParamScope,
  type AgreementParams,
  type AgreementParamTarget,
  formatDateTime,
} from '@site/shared-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreementParams, projects, teams, verifyDevices } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { AgreementRow } from './agreement-scope';

/** What a scope's parameters can belong to in a project; the project-wide scopes have one target, ''. */
async function targetsOf(db: Database, scope: AgreementParamScope, projectId: string) {
  switch (scope) {
    case 'PROJECT':
    case 'CA_DEVICE':
      return db
        .select({ targetId: projects.id, targetName: projects.projectName })
        .from(projects)
        .where(eq(projects.id, projectId))
        .then((rows) => rows.map((row) => ({ ...row, targetId: '' })));
    case 'TEAM':
      return db
        .select({ targetId: teams.id, targetName: teams.teamName })
        .from(teams)
        .where(eq(teams.projectId, projectId))
        .orderBy(asc(teams.sort), asc(teams.teamName));
    case 'DEVICE':
      return db
        .select({ targetId: verifyDevices.id, targetName: verifyDevices.deviceName })
        .from(verifyDevices)
        .where(eq(verifyDevices.projectId, projectId))
        .orderBy(asc(verifyDevices.deviceName));
  }
}

/** queryExtendByProject: every target of the scope in the project, with its parameters ({} when none). */
export async function listParamTargets(
  db: Database,
  agreement: AgreementRow,
  scope: AgreementParamScope,
): Promise<AgreementParamTarget[]> {
  const [targets, saved] = await Promise.all([
    targetsOf(db, scope, agreement.projectId),
    db
      .select()
      .from(agreementParams)
      .where(and(eq(agreementParams.agreementId, agreement.id), eq(agreementParams.scope, scope))),
  ]);
  const byTarget = new Map(saved.map((row) => [row.targetId, row]));
  return targets.map((target) => ({
    ...target,
    params: byTarget.get(target.targetId)?.params ?? {},
    updateTime: byTarget.get(target.targetId)?.updateTime ?? '',
  }));
}

/** The parameters of one target ({} when none saved). */
export async function paramsOf(
  db: Database,
  agreementId: string,
  scope: AgreementParamScope,
  targetId: string,
): Promise<AgreementParams> {
  const [row] = await db
    .select({ params: agreementParams.params })
    .from(agreementParams)
    .where(
      and(
        eq(agreementParams.agreementId, agreementId),
        eq(agreementParams.scope, scope),
        eq(agreementParams.targetId, targetId),
      ),
    );
  return row?.params ?? {};
}

/**
 * The declared fields of the scope only, trimmed; a value breaking its pattern is refused with the
 * field's message. Required fields may stay empty here: the platform refuses the upload, not the form.
 */
export function cleanParams(scope: AgreementParamScope, sent: Record<string, unknown>): AgreementParams {
  const params: AgreementParams = {};
  for (const field of AGREEMENT_PARAM_FIELDS[scope]) {
    const value = sent[field.key];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && field.pattern && !new RegExp(field.pattern.source).test(text)) {
      throw new ApiError(CODE.badRequest, field.pattern.message);
    }
    if (text && field.options && !field.options.some((option) => option.value === text)) {
      throw new ApiError(CODE.badRequest, `${field.key}: 不是可选的值`);
    }
    params[field.key] = text;
  }
  return params;
}

/** addAndUpdateParamByProject / updateExtendParam: a target of the project only. */
export async function saveParams(
  db: Database,
  agreement: AgreementRow,
  scope: AgreementParamScope,
  targetId: string,
  params: AgreementParams,
): Promise<void> {
  const targets = await targetsOf(db, scope, agreement.projectId);
  if (!targets.some((target) => target.targetId === targetId)) {
    throw new ApiError(CODE.notFound, '参数所属的数据不存在');
  }
  const updateTime = formatDateTime(Date.now());
  await db
    .insert(agreementParams)
    .values({ agreementId: agreement.id, scope, targetId, params, updateTime })
    .onConflictDoUpdate({
      target: [agreementParams.agreementId, agreementParams.scope, agreementParams.targetId],
      set: { params, updateTime },
    });
}
