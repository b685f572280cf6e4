/**
 * Personnel calls beyond the wall widgets' (those paths are in WIDGET_CALLS, their answers in
 * site-data.ts): the company list and team tree of seed 001 §7, and the statistics calls that share the
 * widgets' queries. Payloads and answers are not shown in the seed: the shapes here are ours.
 */

import type { EntryExitType } from './site-data';

export const PERSONNEL_API = {
  /** { projectId, areaIdList? } → PersonCountData */
  statisticsPersonCount: '/front/siteStatistics/personCount',
  /** { projectId } → CompanyCountRow[] */
  statisticsCompanies: '/front/siteStatistics/companyByProject',
  /** { projectId } → TeamCountRow[] */
  statisticsTeams: '/front/siteStatistics/teamByProject',
  /** { projectId, pageNumber, pageSize } → PageResult<ProjectCompanyItem> */
  projectCompanies: '/front/siteProjectCompany/listByProject',
  /** { projectId, companyId?, pageNumber, pageSize } → PageResult<TeamItem> */
  teams: '/front/siteTeam/list',
  /** { projectId, pageNumber, pageSize } → PageResult<AreaItem>: every member reads them (the session's areaTree) */
  areas: '/front/siteArea/list',
} as const;

/** A site area of a project (siteArea/list). */
export interface AreaItem {
  areaId: string;
  areaName: string;
}

/** Person types of seed 000 §3. */
export const PERSON_TYPES = ['WORKER', 'MANAGER', 'OTHER'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** entryExitTypeName of a record. */
export const ENTRY_EXIT_TYPE_NAMES: Record<EntryExitType, string> = { '1': '进场', '2': '出场' };

/** A participating company of a project (siteProjectCompany/listByProject). */
export interface ProjectCompanyItem {
  companyId: string;
  companyName: string;
  /** A `companyType` dictionary option. */
  companyTypeId: string;
  companyTypeName: string;
  /** 统一社会信用代码. */
  creditCode: string;
}

/** A team of a project (siteTeam/list). */
export interface TeamItem {
  teamId: string;
  teamName: string;
  companyId: string;
  companyName: string;
  /** The site area the team works in; '' when none. */
  areaId: string;
  areaName: string;
  /** On-job members. */
  personCount: number;
}

/** siteStatistics/companyByProject: one row per participating company. */
export interface CompanyCountRow {
  companyId: string;
  companyName: string;
  companyTypeName: string;
  onJobCount: number;
  /** Members in the site now. */
  personCount: number;
}
