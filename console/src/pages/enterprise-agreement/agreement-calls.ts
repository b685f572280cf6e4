import {
  AGREEMENT_API,
  type AgreementExchangeResult,
  type AgreementParams,
  type AgreementParamTarget,
  type AgreementScopeQuery,
} from '@site/shared-schema';
import { fetchData, fetchMessage } from '../../api/http';

/** The calls of one agreement's pages: every body names the project and the agreement. */
export const listParamTargets = (path: string, scope: AgreementScopeQuery) =>
  fetchData<AgreementParamTarget[]>(path, scope);

export const saveParams = (
  path: string,
  scope: AgreementScopeQuery,
  targetId: string,
  params: AgreementParams,
) => fetchMessage(path, { ...scope, targetId, params });

/** An upload, a pull or an exit: answers what the platform accepted and refused. */
export const exchange = (path: string, scope: AgreementScopeQuery, body: Record<string, unknown> = {}) =>
  fetchData<AgreementExchangeResult>(path, { ...scope, ...body });

/** Answers the server's message (the pull became a task of the task centre). */
export const pullPersons = (scope: AgreementScopeQuery) => fetchMessage(AGREEMENT_API.pullPerson, scope);

export const lockPersons = (scope: AgreementScopeQuery, personIds: string[], lockReason: string) =>
  fetchMessage(AGREEMENT_API.lockPerson, { ...scope, personIds, lockReason });

export const unlockPersons = (scope: AgreementScopeQuery, personIds: string[]) =>
  fetchMessage(AGREEMENT_API.unlockPerson, { ...scope, personIds });
