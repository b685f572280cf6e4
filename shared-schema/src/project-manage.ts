import type { LatLngPoint, ProjectItem } from './entities';
import { MESSAGES } from './messages';
import { isMobilePhone } from './validators';

/**
 * Project management (/manage, seed 000 §2 and 001 §7): the project's own data, its rules and its wechat
 * bindings. The seeds name the paths; payloads and answers are ours (docs/api-decisions.md "Project management").
 */
export const PROJECT_MANAGE_API = {
  /** ProjectUpdate → ProjectDetail (cSiteProjectInfo) */
  updateByProject: '/front/siteProject/updateByProject',
  /** { projectId } → TrainRule (ours, siteProjectTrainRule) */
  queryTrainRule: '/front/siteProject/queryTrainRule',
  /** TrainRule → TrainRule (siteProjectTrainRule) */
  updateTrainRule: '/front/siteProject/updateTrainRule',
  /** { projectId } → RuleConfig (ours) */
  ruleConfigQuery: '/front/siteProjectRuleConfig/query',
  ruleConfigSave: '/front/siteProjectRuleConfig/addOrUpdate',
  /** { projectId } → ProjectPrivateConfig (ours) */
  privateConfigQuery: '/front/siteProjectPrivateConfig/query',
  privateConfigSave: '/front/siteProjectPrivateConfig/save',
  /** { projectId } → BusinessQrCode[] (cSiteProjectInfo) */
  businessQrCode: '/front/tenementBusinessQrCodeGen/genBusinessInfoQrCodeData',
  /** { projectId } → UserProjectQrCode (cSiteAreaManager) */
  userProjectQrCode: '/front/tenementBusinessQrCodeGen/genUserProjectInfoQrCodeData',
  /** { projectId, pageNumber, pageSize, keyword? } → PageResult<WxManagerBinding> */
  wxManagerPage: '/front/wx/manager/queryBindManagerPage',
  /** { projectId, bindId } */
  wxManagerUnbind: '/front/wx/manager/unBindManager',
} as const;

/** The project as project-info edits it: the item plus the region id the region tree selects. */
export interface ProjectDetail extends ProjectItem {
  regionId: string | null;
}

/** What updateByProject takes: every editable field of the project item. */
export type ProjectUpdate = Omit<ProjectDetail, 'regionName' | 'isDeadline'>;

export const PROJECT_TEXT_MAX = { projectName: 100, address: 200, other: 50 } as const;

export const PROJECT_MESSAGES = {
  projectNameRequired: '请输入项目名称',
  managerNameRequired: '请输入项目经理',
  startDateRequired: '请选择开工日期',
  endBeforeStart: '竣工日期不能早于开工日期',
  planEndBeforeStart: '计划竣工日期不能早于开工日期',
  deadlineRequired: '开启使用期限时请选择开始和结束时间',
  deadlineOrder: '使用期限的开始时间不能晚于结束时间',
  longitudeRange: '经度应在-180到180之间',
  latitudeRange: '纬度应在-90到90之间',
  boundaryPoints: '项目边界至少需要3个点',
  boundaryTooMany: '项目边界最多200个点',
} as const;

export const BOUNDARY_MAX_POINTS = 200;

/** A problem of one field of a form, with the message the user sees. */
export interface FormProblem {
  field: string;
  message: string;
}

const validPoint = (point: LatLngPoint) =>
  Number.isFinite(point.lng) &&
  Number.isFinite(point.lat) &&
  Math.abs(point.lng) <= 180 &&
  Math.abs(point.lat) <= 90;

/** The boundary's points, or a message: none at all is allowed (no boundary), otherwise 3 to 200 points. */
export function checkBoundary(points: LatLngPoint[]): string | null {
  if (points.length === 0) return null;
  if (points.length < 3) return PROJECT_MESSAGES.boundaryPoints;
  if (points.length > BOUNDARY_MAX_POINTS) return PROJECT_MESSAGES.boundaryTooMany;
  return points.every(validPoint) ? null : PROJECT_MESSAGES.boundaryPoints;
}

/** The checks of a project edit, the same in the form and on the server; dates compare as their text. */
export function checkProjectUpdate(project: ProjectUpdate, points: LatLngPoint[]): FormProblem[] {
  const problems: FormProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!project.projectName.trim()) add('projectName', PROJECT_MESSAGES.projectNameRequired);
  if (!project.managerName.trim()) add('managerName', PROJECT_MESSAGES.managerNameRequired);
  if (!isMobilePhone(project.managerPhone.trim())) add('managerPhone', MESSAGES.phoneInvalid);
  if (!project.startDate) add('startDate', PROJECT_MESSAGES.startDateRequired);
  if (project.startDate && project.endDate && project.endDate < project.startDate) {
    add('endDate', PROJECT_MESSAGES.endBeforeStart);
  }
  if (project.startDate && project.planEndDate && project.planEndDate < project.startDate) {
    add('planEndDate', PROJECT_MESSAGES.planEndBeforeStart);
  }
  const { deadlineStatus, deadlineStartDate: from, deadlineEndDate: to } = project;
  if (deadlineStatus === 1 && (!from || !to)) add('deadlineStartDate', PROJECT_MESSAGES.deadlineRequired);
  if (from && to && to < from) add('deadlineStartDate', PROJECT_MESSAGES.deadlineOrder);
  if (project.longitude !== null && Math.abs(project.longitude) > 180) {
    add('longitude', PROJECT_MESSAGES.longitudeRange);
  }
  if (project.latitude !== null && Math.abs(project.latitude) > 90) {
    add('latitude', PROJECT_MESSAGES.latitudeRange);
  }
  const boundary = checkBoundary(points);
  if (boundary) add('latLngPoints', boundary);
  return problems;
}

/** The points of latLngPoints text; anything unreadable reads as no points. */
export function parseBoundary(text: string | null | undefined): LatLngPoint[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.map((point) => ({ lng: Number(point?.lng), lat: Number(point?.lat) }));
  } catch {
    return [];
  }
}

/**
 * The train rule (siteProject/updateTrainRule): whether workers must pass safety training before they may
 * enter, how many hours count, and for how many days a passed training stays valid.
 */
export interface TrainRule {
  projectId: string;
  trainRuleStatus: number;
  trainHours: number;
  trainValidDays: number;
}

/** The entry rules of workers (siteProjectRuleConfig): ages and what a worker must have before entering. */
export interface RuleConfig {
  projectId: string;
  ageLimitStatus: number;
  minAge: number;
  maleMaxAge: number;
  femaleMaxAge: number;
  blacklistCheckStatus: number;
  contractRequiredStatus: number;
  bankCardRequiredStatus: number;
}

/** The project's own settings of its devices and visitors (siteProjectPrivateConfig). */
export interface ProjectPrivateConfig {
  projectId: string;
  /** Body temperature from which a face record counts as abnormal (°C). */
  temperatureThreshold: number;
  /** Score (0–100) from which a face comparison counts as a match. */
  faceThreshold: number;
  /** 1: visitors registered by QR code wait for approval. */
  visitorAuditStatus: number;
}

/** Limits of the rule forms, checked alike by the form and the server; the age ranges cannot overlap. */
export const RULE_LIMITS = {
  trainHours: { min: 1, max: 200 },
  trainValidDays: { min: 1, max: 3650 },
  minAge: { min: 14, max: 30 },
  maxAge: { min: 40, max: 80 },
  temperatureThreshold: { min: 36, max: 42 },
  faceThreshold: { min: 50, max: 100 },
} as const;

export const DEFAULT_TRAIN_RULE: Omit<TrainRule, 'projectId'> = {
  trainRuleStatus: 0,
  trainHours: 24,
  trainValidDays: 365,
};

export const DEFAULT_RULE_CONFIG: Omit<RuleConfig, 'projectId'> = {
  ageLimitStatus: 1,
  minAge: 18,
  maleMaxAge: 60,
  femaleMaxAge: 55,
  blacklistCheckStatus: 1,
  contractRequiredStatus: 0,
  bankCardRequiredStatus: 0,
};

export const DEFAULT_PRIVATE_CONFIG: Omit<ProjectPrivateConfig, 'projectId'> = {
  temperatureThreshold: 37.3,
  faceThreshold: 80,
  visitorAuditStatus: 1,
};

/** A QR code of the project (genBusinessInfoQrCodeData): the text to encode; the console draws it. */
export interface BusinessQrCode {
  qrCodeType: 'PROJECT_INFO';
  qrCodeName: string;
  qrCodeData: string;
}

/** The user-project code the wechat app scans to learn the project and who invites (genUserProjectInfoQrCodeData). */
export interface UserProjectQrCode {
  qrCodeName: string;
  qrCodeData: string;
}

/** A manager bound to the project in the wechat app (wx/manager/queryBindManagerPage). */
export interface WxManagerBinding {
  bindId: string;
  managerName: string;
  /** Masked unless the caller may see phone numbers whole. */
  managerPhone: string;
  wxNickName: string;
  bindTime: string;
}
