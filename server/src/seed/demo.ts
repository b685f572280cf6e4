/** Stable ids and accounts of the demo data, named by tests and printed at start. */
export const DEMO_ORG_ID = 'org-demo';

export const DEMO_ROLES = { admin: 'role-admin', manager: 'role-manager', safety: 'role-safety' } as const;

export const DEMO_USERS = {
  admin: 'user-admin',
  manager: 'user-manager',
  nobody: 'user-nobody',
  noproject: 'user-noproject',
} as const;

export const DEMO_PROJECTS = {
  /** 城南安置房一期工程: first in the list, with location and boundary. */
  main: '1',
  /** 滨江科创园二期: past its deadline. */
  pastDeadline: '2',
  /** A name longer than 20 characters; the only one with agreement exceptions and locked labourers. */
  longName: '3',
  disabled: '4',
} as const;

export const DEMO_ACCOUNTS = [
  {
    id: DEMO_USERS.admin,
    loginName: 'admin',
    password: 'admin123',
    userName: '系统管理员',
    note: '角色 admin，全部权限',
  },
  {
    id: DEMO_USERS.manager,
    loginName: 'manager',
    password: 'manager123',
    userName: '张建国',
    note: '项目经理、安全员（可切换角色）',
  },
  {
    id: DEMO_USERS.nobody,
    loginName: 'nobody',
    password: 'nobody123',
    userName: '李无权',
    note: '无任何权限',
  },
  {
    id: DEMO_USERS.noproject,
    loginName: 'noproject',
    password: 'noproject123',
    userName: '王停用',
    note: '只属于已停用项目',
  },
] as const;

/** The resource codes of the 项目经理 role. */
export const MANAGER_RESOURCES = [
  'cMainPage',
  'cSiteProjectManager',
  'cSiteProjectInfo',
  'cSiteProjectCompanyManager',
  'cSiteTeamManager',
  'realNameManager',
  'cSitePersonManager',
  'cSiteVerifyDeviceManager',
  'cSiteVerifyPersonRecordManager',
  'cSiteLedManager',
  'cCustomScreen',
  'cSiteMonitorDeviceManager',
  'cSiteLrpManage',
  'cSiteLprWhiteListManager',
  'cSiteLprRecordManager',
  'safetyConstructionManager',
  'cSiteYcjzManager',
  'cSiteCraneManager',
  'siteHelpDocument',
] as const;

/** The resource codes of the 安全员 role, the manager's second role: what a role switch narrows him to. */
export const SAFETY_RESOURCES = [
  'cMainPage',
  'safetyConstructionManager',
  'cSiteYcjzManager',
  'cSiteCraneManager',
  'cSiteElevatorDeviceManager',
  'cSiteAepDeviceManager',
] as const;

/**
 * The published demo screen of project 1 and its playback key. The key is fixed so the wall URL printed
 * at start stays the same across restarts: a demo convenience only, real keys are random.
 */
export const DEMO_SCREEN = {
  id: 'screen-demo',
  projectId: DEMO_PROJECTS.main,
  key: 'demo-wall-key-chengnan-phase1-0123456789abcdef',
} as const;

/** A published wall of project 1 holding one of every widget type (end-to-end tests, benchmarks). */
export const SHOWCASE_SCREEN = {
  id: 'screen-showcase',
  projectId: DEMO_PROJECTS.main,
  key: 'demo-wall-key-showcase-every-widget-0123456789',
} as const;
