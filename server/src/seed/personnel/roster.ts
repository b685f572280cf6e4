import type { PersonType } from '@site/shared-schema';
import { DEMO_PROJECTS } from '../demo';

/** Options of the `companyType` dictionary: the role a company plays in a project. */
export const COMPANY_TYPES = {
  owner: { id: 'company-type-owner', name: '建设单位' },
  general: { id: 'company-type-general', name: '施工总承包' },
  special: { id: 'company-type-special', name: '专业分包' },
  labour: { id: 'company-type-labour', name: '劳务分包' },
  supervisor: { id: 'company-type-supervisor', name: '监理单位' },
  design: { id: 'company-type-design', name: '设计单位' },
} as const;

/** The org's companies; company-demo-1 is also the company of the demo company-agreement variant. */
export const COMPANIES = [
  { id: 'company-demo-1', companyName: '浙江城建建设集团有限公司', creditCode: '91330100MA27XK1A2B' },
  { id: 'company-demo-2', companyName: '杭州安信工程监理有限公司', creditCode: '91330102MA2CF3LU7N' },
  { id: 'company-demo-3', companyName: '杭州鼎力建筑劳务有限公司', creditCode: '91330104MA28M9QW4K' },
  { id: 'company-demo-4', companyName: '浙江恒通机电安装工程有限公司', creditCode: '91330106MA2H0EJ63T' },
  { id: 'company-demo-5', companyName: '杭州宏远脚手架工程有限公司', creditCode: '91330108MA2J7P5X1D' },
  { id: 'company-demo-6', companyName: '杭州城南安居置业有限公司', creditCode: '91330102MA2B1Y8H0R' },
  { id: 'company-demo-7', companyName: '杭州萧峰市政工程有限公司', creditCode: '91330109MA2KD6RN3G' },
] as const;

type CompanyId = (typeof COMPANIES)[number]['id'];
type CompanyType = keyof typeof COMPANY_TYPES;

export interface TeamPlan {
  teamName: string;
  companyId: CompanyId;
  /** Index into the project's areas. */
  area: number;
  personType: PersonType;
  /** Work type (workerType option) or post (managerType option) and how many members hold it. */
  members: [string, number][];
}

export interface ProjectPlan {
  projectId: string;
  /** Seed of the project's pseudo-random draws. */
  seed: number;
  /** Areas in list order, each with the names of its face devices. */
  areas: { areaName: string; devices: string[] }[];
  companies: [CompanyId, CompanyType][];
  teams: TeamPlan[];
}

const MAIN: ProjectPlan = {
  projectId: DEMO_PROJECTS.main,
  seed: 20_250_301,
  areas: [
    { areaName: '施工一区', devices: ['施工一区东门人脸机', '施工一区南门人脸机'] },
    { areaName: '施工二区', devices: ['施工二区北门人脸机'] },
    { areaName: '办公区', devices: ['办公区人脸机'] },
    { areaName: '生活区', devices: ['生活区大门人脸机'] },
  ],
  companies: [
    ['company-demo-1', 'general'],
    ['company-demo-6', 'owner'],
    ['company-demo-2', 'supervisor'],
    ['company-demo-3', 'labour'],
    ['company-demo-4', 'special'],
    ['company-demo-5', 'special'],
  ],
  teams: [
    {
      teamName: '钢筋班',
      companyId: 'company-demo-3',
      area: 0,
      personType: 'WORKER',
      members: [
        ['钢筋工', 12],
        ['焊工', 2],
      ],
    },
    {
      teamName: '木工班',
      companyId: 'company-demo-3',
      area: 0,
      personType: 'WORKER',
      members: [['木工', 12]],
    },
    {
      teamName: '砌筑班',
      companyId: 'company-demo-3',
      area: 0,
      personType: 'WORKER',
      members: [
        ['砌筑工', 6],
        ['抹灰工', 4],
      ],
    },
    {
      teamName: '混凝土班',
      companyId: 'company-demo-3',
      area: 1,
      personType: 'WORKER',
      members: [
        ['混凝土工', 9],
        ['普工', 3],
      ],
    },
    {
      teamName: '架子工班',
      companyId: 'company-demo-5',
      area: 1,
      personType: 'WORKER',
      members: [['架子工', 8]],
    },
    {
      teamName: '水电班',
      companyId: 'company-demo-4',
      area: 1,
      personType: 'WORKER',
      members: [
        ['电工', 5],
        ['焊工', 2],
      ],
    },
    {
      teamName: '机械班',
      companyId: 'company-demo-1',
      area: 1,
      personType: 'WORKER',
      members: [
        ['塔吊司机', 2],
        ['信号工', 2],
      ],
    },
    {
      teamName: '后勤保洁班',
      companyId: 'company-demo-1',
      area: 3,
      personType: 'WORKER',
      members: [['普工', 4]],
    },
    {
      teamName: '项目管理组',
      companyId: 'company-demo-1',
      area: 2,
      personType: 'MANAGER',
      members: [
        ['项目经理', 1],
        ['技术负责人', 1],
        ['安全员', 2],
        ['质量员', 1],
        ['施工员', 2],
        ['材料员', 1],
        ['资料员', 1],
        ['劳务员', 1],
      ],
    },
    {
      teamName: '监理组',
      companyId: 'company-demo-2',
      area: 2,
      personType: 'MANAGER',
      members: [
        ['质量员', 1],
        ['安全员', 1],
      ],
    },
  ],
};

const LONG_NAME: ProjectPlan = {
  projectId: DEMO_PROJECTS.longName,
  seed: 20_250_901,
  areas: [
    { areaName: '管廊施工区', devices: ['管廊施工区入口人脸机'] },
    { areaName: '道路施工区', devices: ['道路施工区入口人脸机'] },
    { areaName: '项目部', devices: ['项目部人脸机'] },
  ],
  companies: [
    ['company-demo-1', 'general'],
    ['company-demo-2', 'supervisor'],
    ['company-demo-3', 'labour'],
    ['company-demo-7', 'special'],
  ],
  teams: [
    {
      teamName: '管廊钢筋班',
      companyId: 'company-demo-3',
      area: 0,
      personType: 'WORKER',
      members: [['钢筋工', 8]],
    },
    {
      teamName: '管廊木工班',
      companyId: 'company-demo-3',
      area: 0,
      personType: 'WORKER',
      members: [['木工', 6]],
    },
    {
      teamName: '道路摊铺班',
      companyId: 'company-demo-7',
      area: 1,
      personType: 'WORKER',
      members: [
        ['普工', 6],
        ['混凝土工', 3],
      ],
    },
    {
      teamName: '项目管理组',
      companyId: 'company-demo-1',
      area: 2,
      personType: 'MANAGER',
      members: [
        ['项目经理', 1],
        ['安全员', 1],
        ['施工员', 1],
        ['资料员', 1],
      ],
    },
  ],
};

export const PROJECT_PLANS: ProjectPlan[] = [MAIN, LONG_NAME];
