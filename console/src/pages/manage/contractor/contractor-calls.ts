import {
  type CompanyAgreementExtend,
  type CompanyChoices,
  type CompanyExtendParams,
  type PageResult,
  PROJECT_COMPANY_API,
  type ProjectCompanyRow,
} from '@site/shared-schema';
import { call, fetchData } from '../../../api/http';

export interface CompanyQuery {
  projectId: string;
  companyName: string;
  pageNumber: number;
  pageSize: number;
}

/** The participating companies with their teams and people (siteProjectCompany/listByProject). */
export const listProjectCompanies = (query: CompanyQuery) =>
  fetchData<PageResult<ProjectCompanyRow>>(PROJECT_COMPANY_API.page, query);

/** A company's parameters in every agreement of the project (siteProjectCompanyAgreement/queryExtendByProject). */
export const queryCompanyExtends = (projectId: string, companyId: string) =>
  fetchData<CompanyAgreementExtend[]>(PROJECT_COMPANY_API.queryExtend, { projectId, companyId });

/** Saves a company's parameters in one agreement (updateExtendParam); answers the message and every agreement's. */
export const saveCompanyExtend = (
  target: { projectId: string; companyId: string; agreementCode: string },
  params: CompanyExtendParams,
) => call<CompanyAgreementExtend[]>(PROJECT_COMPANY_API.updateExtend, { ...target, ...params });

/** The org's companies that can join the project and the roles they can take (siteCompany/list). */
export const listCompanyChoices = (projectId: string) =>
  fetchData<CompanyChoices>(PROJECT_COMPANY_API.choices, { projectId });

/** Makes a company take part in the project (siteProjectCompany/add); answers the message. */
export const addProjectCompany = (projectId: string, companyId: string, companyTypeId: string) =>
  call(PROJECT_COMPANY_API.add, { projectId, companyId, companyTypeId });

/** Ends a company's part in the project (siteProjectCompany/delete); answers the message. */
export const removeProjectCompany = (projectId: string, companyId: string) =>
  call(PROJECT_COMPANY_API.remove, { projectId, companyId });
