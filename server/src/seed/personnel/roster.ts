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

/**
 * The posts of other people (OTHER): general workerType options added beside the trades, since the person
 * form offers workerType options to everyone but managers.
 */
export const OTHER_POSTS = ['炊事员', '保安员', '驾驶员', '保洁员'];

type CompanyId = (typeof COMPANIES)[number]['id'];
type CompanyType = keyof typeof COMPANY_TYPES;

/** Helmet colours of Chinese sites: red for management, white for supervision, yellow and others for trades. */
export type Helmet = 'yellow' | 'orange' | 'blue' | 'red' | 'white';

export interface TeamPlan {
  teamName: string;
  companyId: CompanyId;
  /** Index into the project's areas. */
  area: number;
  personType: 'WORKER' | 'MANAGER';
  /** The helmet colour of the team's members on their photos. */
  helmet: Helmet;
  /** Work type (workerType option) or post (managerType option) and how many members hold it. */
  members: [string, number][];
}

/** Other people (cooks, guards, drivers, cleaners): members of a company, in no team. */
export interface OthersPlan {
  companyId: CompanyId;
  members: [string, number][];
}

export interface ProjectPlan {
  projectId: string;
  /** Seed of the project's pseudo-random draws. */
  seed: number;
  /** Job numbers are this prefix and a serial number in order of registration. */
  jobNumberPrefix: string;
  /** Areas in list order, each with the names of its face devices. */
  areas: { areaName: string; devices: string[] }[];
  companies: [CompanyId, CompanyType][];
  teams: TeamPlan[];
  others: OthersPlan[];
  /** How many people on the job clock in by phone (cloud attendance): the managers first. */
  cloudAttendance: number;
  /** The project's manager as the project info names him: the roster's 项目经理. */
  projectManager?: { personName: string; phone: string };
}

/** Share of women by work type or post; other trades have FEMALE_SHARE_DEFAULT. */
export const FEMALE_SHARE: Record<string, number> = {
  抹灰工: 0.35,
  油漆工: 0.3,
  普工: 0.2,
  塔吊司机: 0.3,
  防水工: 0.15,
  资料员: 0.6,
  劳务员: 0.4,
  材料员: 0.3,
  质量员: 0.2,
  安全员: 0.1,
  施工员: 0.1,
  炊事员: 0.5,
  保洁员: 0.7,
  保安员: 0.05,
  驾驶员: 0,
  项目经理: 0,
};
export const FEMALE_SHARE_DEFAULT = 0.03;

const worker = (
  teamName: string,
  companyId: CompanyId,
  area: number,
  helmet: Helmet,
  members: [string, number][],
): TeamPlan => ({ teamName, companyId, area, personType: 'WORKER', helmet, members });

const MAIN: ProjectPlan = {
  projectId: DEMO_PROJECTS.main,
  seed: 20_250_301,
  jobNumberPrefix: 'CN',
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
  // The first ten teams keep their places (and ids): tests and walls name them.
  teams: [
    worker('钢筋班', 'company-demo-3', 0, 'yellow', [
      ['钢筋工', 140],
      ['焊工', 10],
    ]),
    worker('木工班', 'company-demo-3', 0, 'yellow', [['木工', 140]]),
    worker('砌筑班', 'company-demo-3', 0, 'yellow', [
      ['砌筑工', 70],
      ['抹灰工', 30],
    ]),
    worker('混凝土班', 'company-demo-3', 1, 'yellow', [
      ['混凝土工', 80],
      ['普工', 30],
    ]),
    worker('架子工班', 'company-demo-5', 1, 'orange', [['架子工', 90]]),
    worker('水电班', 'company-demo-4', 1, 'blue', [
      ['电工', 50],
      ['焊工', 10],
    ]),
    worker('机械班', 'company-demo-1', 1, 'blue', [
      ['塔吊司机', 8],
      ['信号工', 12],
    ]),
    worker('后勤保洁班', 'company-demo-1', 3, 'yellow', [['普工', 25]]),
    {
      teamName: '项目管理组',
      companyId: 'company-demo-1',
      area: 2,
      personType: 'MANAGER',
      helmet: 'red',
      members: [
        ['项目经理', 1],
        ['技术负责人', 1],
        ['安全员', 8],
        ['质量员', 5],
        ['施工员', 10],
        ['材料员', 4],
        ['资料员', 3],
        ['劳务员', 4],
        ['机械员', 3],
      ],
    },
    {
      teamName: '监理组',
      companyId: 'company-demo-2',
      area: 2,
      personType: 'MANAGER',
      helmet: 'white',
      members: [
        ['质量员', 5],
        ['安全员', 3],
        ['资料员', 1],
      ],
    },
    worker('钢筋二班', 'company-demo-3', 1, 'yellow', [
      ['钢筋工', 120],
      ['焊工', 8],
    ]),
    worker('木工二班', 'company-demo-3', 1, 'yellow', [['木工', 120]]),
    worker('砌筑二班', 'company-demo-3', 1, 'yellow', [['砌筑工', 60]]),
    worker('抹灰班', 'company-demo-3', 0, 'yellow', [
      ['抹灰工', 70],
      ['普工', 10],
    ]),
    worker('油漆班', 'company-demo-3', 0, 'yellow', [
      ['油漆工', 45],
      ['普工', 5],
    ]),
    worker('防水班', 'company-demo-3', 1, 'yellow', [['防水工', 40]]),
    worker('普工班', 'company-demo-3', 1, 'yellow', [['普工', 80]]),
    worker('架子工二班', 'company-demo-5', 0, 'orange', [['架子工', 70]]),
    worker('机电安装班', 'company-demo-4', 0, 'blue', [
      ['电工', 45],
      ['焊工', 15],
      ['普工', 10],
    ]),
    worker('消防安装班', 'company-demo-4', 1, 'blue', [
      ['电工', 20],
      ['焊工', 10],
      ['普工', 10],
    ]),
  ],
  others: [
    {
      companyId: 'company-demo-1',
      members: [
        ['保安员', 12],
        ['驾驶员', 6],
        ['保洁员', 8],
      ],
    },
    { companyId: 'company-demo-3', members: [['炊事员', 10]] },
  ],
  cloudAttendance: 60,
  projectManager: { personName: '张建国', phone: '13800138001' },
};

const LONG_NAME: ProjectPlan = {
  projectId: DEMO_PROJECTS.longName,
  seed: 20_250_901,
  jobNumberPrefix: 'GL',
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
    worker('管廊钢筋班', 'company-demo-3', 0, 'yellow', [['钢筋工', 8]]),
    worker('管廊木工班', 'company-demo-3', 0, 'yellow', [['木工', 6]]),
    worker('道路摊铺班', 'company-demo-7', 1, 'orange', [
      ['普工', 6],
      ['混凝土工', 3],
    ]),
    {
      teamName: '项目管理组',
      companyId: 'company-demo-1',
      area: 2,
      personType: 'MANAGER',
      helmet: 'red',
      members: [
        ['项目经理', 1],
        ['安全员', 1],
        ['施工员', 1],
        ['资料员', 1],
      ],
    },
  ],
  others: [{ companyId: 'company-demo-1', members: [['保安员', 2]] }],
  cloudAttendance: 0,
};

export const PROJECT_PLANS: ProjectPlan[] = [MAIN, LONG_NAME];
