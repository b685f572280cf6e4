/** Entities of the session and layout calls (seed 000 §3), with the seeds' field names. */

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface PageResult<T> {
  records: T[];
  total: number;
}

export interface PageQuery {
  pageNumber: number;
  pageSize: number;
}

export interface Role {
  roleId: string;
  roleName: string;
  roleCode: string;
}

export interface UserInfo {
  tenementUserId: string;
  tenementUserName: string;
  tenementUserAvatarUrl: string;
  tenementUserAvatarPath: string;
  phoneNumber: string;
  email: string;
  loginName: string;
  orgId: string;
  roles: Role[];
  /** The role a role switch narrowed the session to; absent while the session holds every role. */
  currentRoleId?: string;
}

export interface LoginAnswer {
  head: string;
  token: string;
  userInfo: UserInfo;
}

export interface Resource {
  resourceCode: string;
}

/** A point of a project's boundary polygon (latLngPoints is a JSON array of these). */
export interface LatLngPoint {
  lng: number;
  lat: number;
}

export interface ProjectItem {
  projectId: string;
  projectName: string;
  /** 1 when the deadline check is on. */
  deadlineStatus: number;
  deadlineStartDate: string | null;
  deadlineEndDate: string | null;
  projectStatusName: string;
  projectTypeName: string;
  managerName: string;
  managerPhone: string;
  startDate: string | null;
  endDate: string | null;
  planEndDate: string | null;
  address: string;
  regionName: string;
  builderLicenseCode: string;
  longitude: number | null;
  latitude: number | null;
  /** JSON text of LatLngPoint[]. */
  latLngPoints: string | null;
  /** Derived by the client (seed 000 §1). */
  isDeadline?: boolean;
}

export interface PrivateConfig {
  privateName: string;
  privateLoginIconUrl: string;
  privateIconUrl: string;
  privateLoginBgUrl: string;
  auditResult: string;
}

export interface DictionaryItem {
  dictionaryId: string;
  dictionaryName: string;
  modelImgUrl?: string;
}

export interface RegionNode {
  regionId: string;
  regionName: string;
  children?: RegionNode[];
}

export interface UploadAnswer {
  fileUrl: string;
  filePath: string;
  attachId: string;
}

export const TASK_STATUS = ['TASK_EXECUTE', 'TASK_ALL_FINISH', 'TASK_PART_FINISH', 'TASK_FAIL'] as const;
export type TaskStatus = (typeof TASK_STATUS)[number];
export type TaskOperateType = 'IMPORT' | 'EXPORT' | 'ZQXY';

export interface Task {
  taskId: string;
  taskName: string;
  taskType: string;
  operateType: TaskOperateType;
  taskStatus: TaskStatus;
  taskResult: string;
  fileName: string;
  filePathUrl: string;
  createTime: string;
  updateTime: string;
  /** Rows done and rows in all while an import or export runs (ours). */
  progress?: number;
  total?: number;
}

export interface HelpNode {
  documentId: string;
  name: string;
  type: 'MENU' | 'DOCUMENT';
  children?: HelpNode[];
  documentContent?: string;
  /** Ours: what the document was written in (Markdown, which may hold HTML); documentContent is its HTML. */
  documentSource?: string;
}

export interface AgreementItem {
  agreementCode: string;
  agreementName: string;
}

/** An agreement whose reports to the government platform failed in a period (seed 000 §3). */
export interface AgreementException extends AgreementItem {
  agreementId: string;
  operateType: string;
  startDate: string;
  endDate: string;
  exceptionRecordCount: number;
}

/**
 * The exception-notice settings of the caller in a project, sent back with the acknowledgement.
 * agreementExcptionNoneDate (the seeds' spelling) is 'YYYY-MM-DD HH:mm:ss' when the user chose not to be
 * reminded again that day, else empty.
 */
export interface AgreementExceptionNotice {
  projectId: string;
  agreementExcptionNoneDate: string;
}

export interface AgreementLockMessage {
  warn: boolean;
  msg: string;
}

function parseDate(text: string | null): number | null {
  if (!text) return null;
  const ms = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : ms;
}

/** Past deadline: the check is on and now is before the start or after the end (seed 000 §1). */
export function isProjectPastDeadline(
  project: Pick<ProjectItem, 'deadlineStatus' | 'deadlineStartDate' | 'deadlineEndDate'>,
  now: number = Date.now(),
): boolean {
  if (Number(project.deadlineStatus) !== 1) return false;
  const start = parseDate(project.deadlineStartDate);
  const end = parseDate(project.deadlineEndDate);
  return (start !== null && now < start) || (end !== null && now > end);
}
