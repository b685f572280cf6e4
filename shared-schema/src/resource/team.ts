import { PERSONNEL_API } from '../personnel';
import { defineResource } from './types';

/**
 * Teams of the project's companies (seed 000 §2 team-management, seed 001 §7 siteTeam). The list keeps the
 * answer of siteTeam/list that the dropdowns read (TeamItem, personCount the on-job members); add, update,
 * delete and query are the block's, and a team that still has people is not deleted.
 */
export const TEAM_API = {
  page: PERSONNEL_API.teams,
  add: '/front/siteTeam/add',
  update: '/front/siteTeam/update',
  remove: '/front/siteTeam/delete',
  query: '/front/siteTeam/query',
  history: '/front/siteTeam/operateLog',
  /** { projectId, companyId? } → TeamPersonCount[] */
  personCount: '/front/siteTeam/teamPersonCount',
} as const;

export const TEAM_RESOURCE = defineResource({
  name: 'team',
  label: '班组',
  idKey: 'teamId',
  titleKey: 'teamName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteTeamManager',
    add: 'cSiteTeamManager',
    update: 'cSiteTeamManager',
    remove: 'cSiteTeamManager',
  },
  api: TEAM_API,
  fields: [
    { key: 'teamName', label: '班组名称', type: 'text', required: true, maxLength: 50, search: 'like' },
    {
      key: 'companyId',
      label: '所属企业',
      type: 'select',
      options: { kind: 'list', list: 'company' },
      nameKey: 'companyName',
      required: true,
      search: 'eq',
    },
    {
      key: 'areaId',
      label: '所在区域',
      type: 'select',
      options: { kind: 'list', list: 'area' },
      nameKey: 'areaName',
    },
    { key: 'leaderName', label: '班组长', type: 'text', maxLength: 20 },
    { key: 'leaderPhone', label: '班组长电话', type: 'text', check: 'mobile' },
    { key: 'personCount', label: '在职人数', type: 'number', form: false },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
  ],
});

/** siteTeam/teamPersonCount: the people of each team of the project (of one company when asked). */
export interface TeamPersonCount {
  teamId: string;
  teamName: string;
  companyId: string;
  /** Everyone registered in the team, on the job or not. */
  personCount: number;
  onJobCount: number;
  workerCount: number;
  managerCount: number;
}

/** Why a team is not deleted: people would lose their team. */
export const teamNotEmptyMessage = (teamName: string, count: number) =>
  `班组“${teamName}”还有${count}名人员，请先将人员调出该班组后再删除`;
