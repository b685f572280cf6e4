/** Task-centre detail rows and calls (seed 000 §3 task detail rows, §7 task centre). */

export const TASK_DETAIL_API = {
  /** PERSON_IMPORT and PERSON_IMPORT_HEADER (the seed's path) */
  person: '/front/tenementFileTask/queryPersonImportDetail',
  /** BLACKLIST_IMPORT (ours, named alike) */
  blacklist: '/front/tenementFileTask/queryBlacklistImportDetail',
  /** { taskId } → the task's file as a blob, to its owner only; the name in content-disposition (ours). */
  download: '/front/tenementFileTask/download',
  /** The detail calls of the pull and bank-card tasks and of WHITELIST_IMPORT (ours, named alike; the pulls and WHITELIST_IMPORT are served by later issues). */
  zqxyPersonPull: '/front/tenementFileTask/queryZqxyPersonPullDetail',
  devicePullPerson: '/front/tenementFileTask/queryDevicePullPersonDetail',
  bankCard: '/front/tenementFileTask/queryBankCardImportDetail',
  whitelist: '/front/tenementFileTask/queryWhitelistImportDetail',
} as const;

/** The common part of every detail row: the row of the file and what became of it. */
export interface TaskDetailBase {
  detailId: string;
  /** The row of the file (2 is the first row under the header). */
  rowNumber: number;
  /** 1 success, 0 failure */
  recordStatus: 0 | 1;
  /** Why it failed, in Chinese ('' on success). */
  recordContent: string;
  createTime: string;
}

/** A person import or head-photo import row (seed 000 §3). */
export interface PersonTaskDetail extends TaskDetailBase {
  personId: string;
  personName: string;
  /** Masked. */
  idcardNumber: string;
  teamName: string;
  workerTypeName: string;
  jobNumber: string;
  /** Server path of the photo of the row ('' when none); the console prefixes the API host. */
  personPhotoPath: string;
  photoName: string;
  companyName: string;
}

export interface BlacklistTaskDetail extends TaskDetailBase {
  personName: string;
  idcardNumber: string;
  eventDescription: string;
  eventTime: string;
  eventPlace: string;
}

/** A bank-card import row (seed 000 §3). */
export interface BankCardTaskDetail extends TaskDetailBase {
  personName: string;
  idcardNumber: string;
  bankName: string;
  cardNumber: string;
  bankDeposit: string;
}

/** A row of a person pull to a face device (seed 000 §3 device pull). */
export interface DevicePullTaskDetail extends TaskDetailBase {
  gulUserName: string;
  gudDealMsg: string;
}

/** A whitelist vehicle import row (seed 000 §3). */
export interface WhitelistTaskDetail extends TaskDetailBase {
  licensePlate: string;
  wtypeCn: string;
  colorCn: string;
  carType: string;
  mcName: string;
  effectTime: string;
  expirationTime: string;
  equipmentName: string;
  remark: string;
  status: string;
  content: string;
}

/**
 * The detail query of seed 000 §7: businessId, projectId, taskId, pageSize 20, pageNumber, type ADD and
 * the optional filters; answers data.records and data.total.
 */
export interface TaskDetailQuery {
  businessId: string;
  projectId: string;
  taskId: string;
  pageNumber: number;
  pageSize: number;
  type?: 'ADD';
  startTime?: string;
  endTime?: string;
  photoName?: string;
  personName?: string;
  idcardNumber?: string;
  teamName?: string;
  workerTypeName?: string;
  jobNumber?: string;
  personPhotoStatus?: 0 | 1;
  recordStatus?: 0 | 1;
  licensePlate?: string;
  bankName?: string;
  cardNumber?: string;
  bankDeposit?: string;
}

/** The head-photo import task (importHeadImg): PERSON_IMPORT_HEADER, whose detail has photoName. */
export const HEAD_PHOTO_IMPORT_TASK = 'PERSON_IMPORT_HEADER';
