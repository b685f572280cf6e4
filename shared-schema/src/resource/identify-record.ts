import { ENTRY_EXIT_TYPE_NAMES } from '../personnel';
import type { EntryExitRecord, EntryExitType } from '../site-data';
import { defineResource, type ResourceField } from './types';

/**
 * Identification records (seed 000 §2 identify-record, cSiteVerifyPersonRecordManager; issue 12 §2): the
 * five kinds of seed 001 §7 "Record calls" and the visitors' passages, read-only lists with their exports
 * as tasks. Fields the seed does not show are ours (docs/api-decisions.md, "Identification records").
 */

const LIST = 'cSiteVerifyPersonRecordManager';
const permission = { list: LIST, export: LIST, reveal: 'frontSitePersonShowIdcard' } as const;

export const ENTRY_EXIT_OPTIONS = (Object.entries(ENTRY_EXIT_TYPE_NAMES) as [EntryExitType, string][]).map(
  ([value, label]) => ({ value, label }),
);

/** The fields every person's record shows: who, masked ID number, company and team as the lists filter them. */
export const PERSON_FIELDS = [
  { key: 'personName', label: '姓名', type: 'text', form: false, search: 'like' },
  { key: 'idcardNumber', label: '身份证号', type: 'text', form: false, search: 'like', masked: 'idcard' },
  {
    key: 'companyId',
    label: '所属企业',
    type: 'select',
    options: { kind: 'list', list: 'company' },
    nameKey: 'companyName',
    form: false,
    search: 'eq',
  },
  {
    key: 'teamId',
    label: '班组',
    type: 'select',
    options: { kind: 'list', list: 'team' },
    nameKey: 'teamName',
    form: false,
    search: 'eq',
  },
] as const satisfies readonly ResourceField[];

const deviceName = {
  key: 'deviceName',
  label: '设备名称',
  type: 'text',
  form: false,
  search: 'like',
} as const;
const temperature = { key: 'personTemperature', label: '体温(℃)', type: 'number' } as const;
const entryExitType = {
  key: 'entryExitType',
  label: '进出类型',
  type: 'select',
  options: { kind: 'enum', values: ENTRY_EXIT_OPTIONS },
  search: 'eq',
  required: true,
} as const;
const recordTime = { key: 'recordTime', label: '识别时间', type: 'datetime', search: 'dateRange' } as const;

/**
 * Entries and exits (siteVerifyPersonRecord). Its page is also the wall widget's and the dashboard's call
 * (WIDGET_CALLS.entryExitRecords: recordDate, the day); `add` records a passage a device reports, which
 * is published on timeLog like the simulator's. The form fields are what `add` takes.
 */
export const PERSON_RECORD_API = {
  page: '/front/siteVerifyPersonRecord/listByProject',
  query: '/front/siteVerifyPersonRecord/query',
  add: '/front/siteVerifyPersonRecord/add',
  export: '/front/siteVerifyPersonRecord/exportByProject',
} as const;

export const PERSON_RECORD_RESOURCE = defineResource({
  name: 'personRecord',
  label: '识别记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission,
  api: PERSON_RECORD_API,
  taskTypes: { export: 'VERIFY_PERSON_RECORD_EXPORT' },
  fields: [
    { key: 'recordPhotoUrl', label: '识别照片', type: 'image' },
    { key: 'personId', label: '人员', type: 'select', required: true, table: false, export: false },
    ...PERSON_FIELDS,
    { key: 'workerTypeName', label: '工种', type: 'text', form: false },
    { key: 'deviceId', label: '设备', type: 'select', table: false, export: false },
    deviceName,
    { key: 'areaName', label: '区域', type: 'text', form: false },
    entryExitType,
    recordTime,
    temperature,
  ],
});

/** ID-card reader passages (siteVerifyCertRecord): the card read, the face compared with its photo. */
export const CERT_RECORD_API = {
  page: '/front/siteVerifyCertRecord/listByProject',
  query: '/front/siteVerifyCertRecord/query',
  export: '/front/siteVerifyCertRecord/exportByProject',
} as const;

export const COMPARE_RESULTS = [
  { value: 1, label: '比对通过' },
  { value: 0, label: '比对失败' },
] as const;

export const CERT_RECORD_RESOURCE = defineResource({
  name: 'certRecord',
  label: '人证记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission,
  api: CERT_RECORD_API,
  taskTypes: { export: 'VERIFY_CERT_RECORD_EXPORT' },
  fields: [
    { key: 'cardPhotoPath', label: '证件照片', type: 'image' },
    { key: 'sitePhotoPath', label: '现场照片', type: 'image' },
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'idcardNumber', label: '身份证号', type: 'text', search: 'like', masked: 'idcard' },
    {
      key: 'compareResult',
      label: '比对结果',
      type: 'select',
      options: { kind: 'enum', values: COMPARE_RESULTS },
      search: 'eq',
    },
    { key: 'compareScore', label: '比对分数', type: 'number' },
    deviceName,
    recordTime,
  ],
});

/**
 * Out-in records (siteVerifyOutInRecord): an entry paired with the same person's next record when that
 * is an exit, derived from the entries and exits; the horizontal view is one row per person and day.
 */
export const OUT_IN_RECORD_API = {
  page: '/front/siteVerifyOutInRecord/listByProject',
  export: '/front/siteVerifyOutInRecord/exportByProject',
} as const;

export const OUT_IN_RECORD_RESOURCE = defineResource({
  name: 'outInRecord',
  label: '进出记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission,
  api: OUT_IN_RECORD_API,
  taskTypes: { export: 'VERIFY_OUT_IN_RECORD_EXPORT' },
  fields: [
    ...PERSON_FIELDS,
    { key: 'inTime', label: '进场时间', type: 'datetime', search: 'dateRange' },
    { key: 'inDeviceName', label: '进场设备', type: 'text' },
    { key: 'outTime', label: '出场时间', type: 'datetime' },
    { key: 'outDeviceName', label: '出场设备', type: 'text' },
    { key: 'durationMinutes', label: '在场时长(分钟)', type: 'number' },
  ],
});

export const OUT_IN_HORIZONTAL_API = {
  page: '/front/siteVerifyOutInRecord/listByHorizontal',
  export: '/front/siteVerifyOutInRecord/exportByHorizontal',
} as const;

export const OUT_IN_HORIZONTAL_RESOURCE = defineResource({
  name: 'outInHorizontal',
  label: '进出记录(横向)',
  idKey: 'rowId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission,
  api: OUT_IN_HORIZONTAL_API,
  taskTypes: { export: 'VERIFY_OUT_IN_RECORD_EXPORT' },
  fields: [
    ...PERSON_FIELDS,
    { key: 'recordDate', label: '日期', type: 'date', search: 'dateRange' },
    { key: 'firstInTime', label: '首次进场', type: 'datetime' },
    { key: 'lastOutTime', label: '最后出场', type: 'datetime' },
    { key: 'passCount', label: '通行次数', type: 'number' },
    { key: 'workHours', label: '在场时长(小时)', type: 'number' },
  ],
});

/** Every recognition of a face device (siteVerifyDetailRecord), recognised or refused with the reason. */
export const DETAIL_RECORD_API = {
  page: '/front/siteVerifyDetailRecord/listByProject',
  export: '/front/siteVerifyDetailRecord/exportByProject',
} as const;

export const VERIFY_RESULTS = [
  { value: 1, label: '识别通过' },
  { value: 0, label: '拒绝通行' },
] as const;

/** Why a device refused a face (detail records' refuseReason). */
export const REFUSE_REASONS = ['非本项目人员', '黑名单', '已离场', '不在通行时段'] as const;

export const DETAIL_RECORD_RESOURCE = defineResource({
  name: 'detailRecord',
  label: '识别明细',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission,
  api: DETAIL_RECORD_API,
  taskTypes: { export: 'VERIFY_DETAIL_RECORD_EXPORT' },
  fields: [
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'idcardNumber', label: '身份证号', type: 'text', search: 'like', masked: 'idcard' },
    {
      key: 'verifyResult',
      label: '识别结果',
      type: 'select',
      options: { kind: 'enum', values: VERIFY_RESULTS },
      search: 'eq',
    },
    { key: 'refuseReason', label: '拒绝原因', type: 'text' },
    { key: 'score', label: '识别分数', type: 'number' },
    temperature,
    deviceName,
    recordTime,
  ],
});

/** Faces of nobody on the roster (siteVerifyStrangerRecord). */
export const STRANGER_RECORD_API = {
  page: '/front/siteVerifyStrangerRecord/listByProject',
  export: '/front/siteVerifyStrangerRecord/exportByProject',
} as const;

export const STRANGER_RECORD_RESOURCE = defineResource({
  name: 'strangerRecord',
  label: '陌生人记录',
  idKey: 'recordId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission,
  api: STRANGER_RECORD_API,
  taskTypes: { export: 'VERIFY_STRANGER_RECORD_EXPORT' },
  fields: [
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    deviceName,
    { key: 'areaName', label: '区域', type: 'text' },
    temperature,
    recordTime,
  ],
});

/** Passages of the temporary module's visitors (siteVerifyTemporaryRecord). */
export const TEMPORARY_RECORD_API = {
  page: '/front/siteVerifyTemporaryRecord/queryPage',
  export: '/front/siteVerifyTemporaryRecord/export',
} as const;

export const TEMPORARY_RECORD_RESOURCE = defineResource({
  name: 'temporaryRecord',
  label: '访客通行记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission,
  api: TEMPORARY_RECORD_API,
  taskTypes: { export: 'VERIFY_TEMPORARY_RECORD_EXPORT' },
  fields: [
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'idcardNumber', label: '身份证号', type: 'text', search: 'like', masked: 'idcard' },
    { key: 'visitorCompany', label: '来访单位', type: 'text' },
    deviceName,
    { ...entryExitType, required: false },
    recordTime,
    temperature,
  ],
});

/** A row of siteVerifyPersonRecord/listByProject: the widget's record with what the console filters by. */
export interface PersonRecordRow extends EntryExitRecord {
  projectId: string;
  personId: string;
  companyId: string;
  companyName: string;
  teamId: string;
  deviceId: string;
  areaName: string;
}

/** A row of siteVerifyCertRecord/listByProject. */
export interface CertRecordRow {
  recordId: string;
  projectId: string;
  cardPhotoPath: string;
  sitePhotoPath: string;
  personName: string;
  idcardNumber: string;
  compareResult: 0 | 1;
  compareScore: number;
  deviceId: string;
  deviceName: string;
  recordTime: string;
}

/** A row of siteVerifyDetailRecord/listByProject; the person's fields are '' when the face matched nobody. */
export interface DetailRecordRow {
  recordId: string;
  projectId: string;
  photoPath: string;
  personName: string;
  idcardNumber: string;
  verifyResult: 0 | 1;
  refuseReason: string;
  score: number;
  personTemperature: number | '';
  deviceId: string;
  deviceName: string;
  recordTime: string;
}

/** A row of siteVerifyStrangerRecord/listByProject. */
export interface StrangerRecordRow {
  recordId: string;
  projectId: string;
  photoPath: string;
  deviceId: string;
  deviceName: string;
  areaName: string;
  personTemperature: number | '';
  recordTime: string;
}
