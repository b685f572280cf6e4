import { isDateText } from '../datetime';
import { PERSONNEL_API } from '../personnel';
import { checkMobilePhone } from '../validators';

/**
 * The participating companies of a project (seed 000 §2 contractor, seed 001 §7
 * siteProjectCompany/listByProject) and their company-agreement extension parameters
 * (siteProjectCompanyAgreement queryExtendByProject / updateExtendParam): what each government platform
 * of the project needs to know about a company beyond its name. Shapes are ours (docs/api-decisions.md).
 */
export const PROJECT_COMPANY_API = {
  /** { projectId, companyName?, pageNumber, pageSize } → PageResult<ProjectCompanyRow> */
  page: PERSONNEL_API.projectCompanies,
  /** { projectId, companyId } → CompanyAgreementExtend[] (one per agreement of the project) */
  queryExtend: '/front/siteProjectCompanyAgreement/queryExtendByProject',
  /** { projectId, companyId, agreementCode, ...CompanyExtendParams } */
  updateExtend: '/front/siteProjectCompanyAgreement/updateExtendParam',
  /** { projectId } → CompanyChoices: what a participating company can be added from */
  choices: '/front/siteCompany/list',
  /** { projectId, companyId, companyTypeId } → { companyId } */
  add: '/front/siteProjectCompany/add',
  /** { projectId, companyId }: refused while the company has teams or people in the project */
  remove: '/front/siteProjectCompany/delete',
} as const;

/** The org's companies not yet taking part in the project, and the roles (companyType options) they can take. */
export interface CompanyChoices {
  companies: { companyId: string; companyName: string; creditCode: string }[];
  companyTypes: { dictionaryId: string; dictionaryName: string }[];
}

/** Why a participating company is not removed: its teams and people would be left without one. */
export const companyInUseMessage = (companyName: string, teams: number, people: number) =>
  `企业“${companyName}”在本项目还有${teams}个班组、${people}名人员，请先移出后再删除`;

/** The extension parameters of a company in one agreement, with their Chinese labels. */
export const COMPANY_EXTEND_FIELDS = [
  { key: 'platformCorpCode', label: '平台企业编号', maxLength: 64 },
  { key: 'corpManagerName', label: '项目负责人', maxLength: 20 },
  { key: 'corpManagerPhone', label: '负责人电话', maxLength: 11 },
  { key: 'entryDate', label: '进场日期', maxLength: 10 },
  { key: 'exitDate', label: '退场日期', maxLength: 10 },
] as const;
export type CompanyExtendKey = (typeof COMPANY_EXTEND_FIELDS)[number]['key'];
export type CompanyExtendParams = Record<CompanyExtendKey, string>;

export interface CompanyAgreementExtend extends CompanyExtendParams {
  agreementCode: string;
  agreementName: string;
  companyId: string;
  /** When the parameters were last saved; '' never. */
  updateTime: string;
}

/** A participating company with its people and teams (the contractor list). */
export interface ProjectCompanyRow {
  companyId: string;
  companyName: string;
  companyTypeId: string;
  companyTypeName: string;
  creditCode: string;
  teamCount: number;
  /** Everyone registered under the company in the project. */
  personCount: number;
  onJobCount: number;
}

export const EXIT_BEFORE_ENTRY = '退场日期不能早于进场日期';

/** What is wrong with an extension parameter: the console words it in the user's language. */
export type CompanyExtendProblemKind = 'tooLong' | 'phone' | 'date' | 'exitBeforeEntry';

export interface CompanyExtendProblem {
  field: CompanyExtendKey;
  kind: CompanyExtendProblemKind;
  /** The server's Chinese message. */
  message: string;
}

/**
 * The first problem of a company's extension parameters (all optional): lengths, the manager's phone,
 * the dates and their order. Form and server alike.
 */
export function checkCompanyExtend(
  params: Partial<Record<CompanyExtendKey, string>>,
): CompanyExtendProblem | null {
  for (const { key, label, maxLength } of COMPANY_EXTEND_FIELDS) {
    const value = params[key] ?? '';
    if (value.length > maxLength) {
      return { field: key, kind: 'tooLong', message: `${label}长度不能超过${maxLength}` };
    }
  }
  const phone = params.corpManagerPhone ?? '';
  const phoneProblem = phone ? checkMobilePhone(phone) : null;
  if (phoneProblem) return { field: 'corpManagerPhone', kind: 'phone', message: phoneProblem };
  for (const key of ['entryDate', 'exitDate'] as const) {
    const value = params[key] ?? '';
    if (value && !isDateText(value)) return { field: key, kind: 'date', message: '日期格式应为 YYYY-MM-DD' };
  }
  const { entryDate, exitDate } = params;
  if (entryDate && exitDate && exitDate < entryDate) {
    return { field: 'exitDate', kind: 'exitBeforeEntry', message: EXIT_BEFORE_ENTRY };
  }
  return null;
}
