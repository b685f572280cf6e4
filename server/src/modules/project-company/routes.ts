import { Type } from '@sinclair/typebox';
import {
  COMPANY_EXTEND_FIELDS,
  type CompanyExtendParams,
  checkCompanyExtend,
  MESSAGES,
  type OtherLogModule,
  type PageResult,
  PROJECT_COMPANY_API,
  type ProjectCompanyRow,
} from '@site/shared-schema';
import { fieldError } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { recordOperations } from '../operate-log/write';
import { companyExtends, saveCompanyExtend } from './agreement-extend';
import { addParticipant, companyChoices, removeParticipant } from './participants';
import { pageProjectCompanies } from './queries';

const ACCESS = 'cSiteProjectCompanyManager';
const id = Type.String({ minLength: 1, maxLength: 64 });
const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const extendFields = Object.fromEntries(
  COMPANY_EXTEND_FIELDS.map(({ key }) => [key, optionalText(100)]),
) as Record<keyof CompanyExtendParams, ReturnType<typeof optionalText>>;

/** The operation log's modules of the extension parameters and of the participating companies. */
export const COMPANY_EXTEND_LOG_MODULE: OtherLogModule = 'companyAgreement';
export const PROJECT_COMPANY_LOG_MODULE: OtherLogModule = 'projectCompany';

/** The contractor page: the participating companies (the dropdowns' list too) and their agreement parameters. */
export const projectCompanyRoutes = (deps: AppDeps) => [
  defineRoute({
    path: PROJECT_COMPANY_API.page,
    access: ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, companyName: optionalText(100), ...pageFields }),
    handler: async ({ body }): Promise<PageResult<ProjectCompanyRow>> => {
      const name = body.companyName?.trim() || undefined;
      const { rows, total } = await pageProjectCompanies(deps.db, body.projectId, pageWindow(body), name);
      return { records: rows, total };
    },
  }),
  defineRoute({
    path: PROJECT_COMPANY_API.queryExtend,
    access: ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, companyId: id }),
    handler: ({ body }) => companyExtends(deps.db, body.projectId, body.companyId),
  }),
  defineRoute({
    path: PROJECT_COMPANY_API.updateExtend,
    access: ACCESS,
    projectField: 'projectId',
    message: '保存成功',
    body: Type.Object({ projectId, companyId: id, agreementCode: id, ...extendFields }),
    handler: async ({ body, user }) => {
      const params = Object.fromEntries(
        COMPANY_EXTEND_FIELDS.map(({ key }) => [key, (body[key] ?? '').trim()]),
      ) as CompanyExtendParams;
      const problem = checkCompanyExtend(params);
      if (problem) throw fieldError(problem.field, problem.message);
      await inWrite(deps, user, body.projectId, {}, async ({ db, operator }) => {
        const saved = await saveCompanyExtend(db, body, params);
        await recordOperations(db, operator, [
          {
            module: COMPANY_EXTEND_LOG_MODULE,
            operateType: 'UPDATE',
            targetId: body.companyId,
            targetName: saved.agreementName,
            before: saved.before,
            after: params,
          },
        ]);
      });
      return companyExtends(deps.db, body.projectId, body.companyId);
    },
  }),
  defineRoute({
    path: PROJECT_COMPANY_API.choices,
    access: ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId }),
    handler: ({ body, user }) => companyChoices(deps.db, { orgId: user.orgId, projectId: body.projectId }),
  }),
  defineRoute({
    path: PROJECT_COMPANY_API.add,
    access: ACCESS,
    projectField: 'projectId',
    message: '新增成功',
    body: Type.Object({ projectId, companyId: id, companyTypeId: id }),
    handler: async ({ body, user }) => {
      await inWrite(deps, user, body.projectId, {}, async ({ db, operator }) => {
        const scope = { orgId: user.orgId, projectId: body.projectId };
        const companyName = await addParticipant(db, scope, body.companyId, body.companyTypeId);
        const after = { companyName, companyTypeId: body.companyTypeId };
        await recordOperations(db, operator, [
          {
            module: PROJECT_COMPANY_LOG_MODULE,
            operateType: 'ADD',
            targetId: body.companyId,
            targetName: companyName,
            before: null,
            after,
          },
        ]);
      });
      return { companyId: body.companyId };
    },
  }),
  defineRoute({
    path: PROJECT_COMPANY_API.remove,
    access: ACCESS,
    projectField: 'projectId',
    message: MESSAGES.deleted,
    body: Type.Object({ projectId, companyId: id }),
    handler: async ({ body, user }) => {
      await inWrite(deps, user, body.projectId, {}, async ({ db, operator }) => {
        const companyName = await removeParticipant(db, body.projectId, body.companyId);
        await recordOperations(db, operator, [
          {
            module: PROJECT_COMPANY_LOG_MODULE,
            operateType: 'DELETE',
            targetId: body.companyId,
            targetName: companyName,
            before: { companyName },
            after: null,
          },
        ]);
      });
    },
  }),
];
