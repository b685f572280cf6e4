import { defineResource, type ResourceField } from './types';

/**
 * The people of a project (seed 000 §2 personnel group, §3 person attributes): one declaration serves the
 * worker, manager and other-personnel lists, which fix personType. Paths are the seed's sitePerson calls.
 */
export const PERSON_API = {
  page: '/front/sitePerson/listByProject',
  add: '/front/sitePerson/add',
  update: '/front/sitePerson/update',
  remove: '/front/sitePerson/delete',
  query: '/front/sitePerson/query',
  export: '/front/sitePerson/exportByProject',
  import: '/front/sitePerson/importByProject',
  template: '/front/sitePerson/downloadTemplate',
  history: '/front/sitePerson/operateLog',
  /** { projectId, personType } → everyone of that type in the project is removed */
  deleteByProject: '/front/sitePerson/deleteByProject',
  /** { projectId, personIds, onJobStatus: 0 | 1, exitDate? } */
  updateOnJobStatus: '/front/sitePerson/updateOnJobStatus',
  /** Batch allocation (seed 000 §7): { personIds, projectId, companyId, teamId | workerTypeId } */
  batchUpdate: '/front/sitePerson/batchUpdate',
  /** multipart: files (a zip or images named by ID number or job number), projectId → { taskId } */
  importHeadImg: '/front/sitePerson/importHeadImg',
  /** { projectId, personType } → PersonFormField[] (the form-field config, seed 000 §3) */
  formFields: '/front/sitePersonFormField/listByProject',
} as const;

export const GENDERS = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
] as const;

export const ON_JOB_STATUSES = [
  { value: 1, label: '在职' },
  { value: 0, label: '离职' },
] as const;

/** The fields every person has, in the order of the roster's form. */
const personFields = [
  { key: 'personName', label: '姓名', type: 'text', required: true, maxLength: 32, search: 'like' },
  { key: 'gender', label: '性别', type: 'select', options: { kind: 'enum', values: GENDERS } },
  { key: 'nation', label: '民族', type: 'text', maxLength: 16, table: false },
  { key: 'birthDate', label: '出生日期', type: 'date', table: false },
  {
    key: 'idcardNumber',
    label: '身份证号',
    type: 'text',
    required: true,
    check: 'idcard',
    search: 'like',
    masked: 'idcard',
    unique: true,
  },
  { key: 'address', label: '住址', type: 'text', maxLength: 128, table: false },
  { key: 'idcardStartDate', label: '身份证开始日期', type: 'date', required: true, table: false },
  { key: 'idcardEndDate', label: '身份证结束日期', type: 'date', table: false },
  {
    key: 'idcardTermStatus',
    label: '身份证长期有效',
    type: 'switch',
    table: false,
  },
  { key: 'idcardFrontPath', label: '身份证正面', type: 'image', table: false },
  { key: 'idcardBackPath', label: '身份证反面', type: 'image', table: false },
  { key: 'headPhotoPath', label: '头像', type: 'image' },
  { key: 'phone', label: '手机号码', type: 'text', check: 'mobile', masked: 'phone' },
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
    key: 'teamId',
    label: '班组',
    type: 'select',
    options: { kind: 'list', list: 'team' },
    nameKey: 'teamName',
    search: 'eq',
  },
  {
    key: 'workerTypeId',
    label: '工种',
    type: 'select',
    options: {
      kind: 'dictionary',
      typeCode: 'workerType',
      byFixed: { field: 'personType', typeCodes: { MANAGER: 'managerType' } },
    },
    nameKey: 'workerTypeName',
    search: 'eq',
  },
  { key: 'jobNumber', label: '工号', type: 'text', maxLength: 32, unique: true },
  { key: 'entryDate', label: '进场日期', type: 'date', search: 'dateRange' },
  { key: 'exitDate', label: '退场日期', type: 'date', table: false },
  {
    key: 'onJobStatus',
    label: '在职状态',
    type: 'select',
    options: { kind: 'enum', values: ON_JOB_STATUSES },
    search: 'eq',
    form: false,
    import: false,
  },
  { key: 'emergencyContact', label: '紧急联系人', type: 'text', maxLength: 32, table: false },
  { key: 'emergencyPhone', label: '紧急联系电话', type: 'text', check: 'mobile', table: false },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 500, table: false },
] as const satisfies readonly ResourceField[];

export const PERSON_RESOURCE = defineResource({
  name: 'person',
  label: '人员',
  idKey: 'personId',
  titleKey: 'personName',
  projectField: 'projectId',
  fixed: ['personType'],
  permission: {
    list: 'cSitePersonManager',
    add: 'cSitePersonManager',
    update: 'cSitePersonManager',
    remove: 'cSitePersonManager',
    export: 'cSitePersonManager',
    import: 'cSitePersonManager',
    reveal: 'frontSitePersonShowIdcard',
  },
  api: PERSON_API,
  taskTypes: { export: 'PERSON_EXPORT', import: 'PERSON_IMPORT' },
  fields: personFields,
});

/** A row of the person lists and of sitePerson/query. */
export interface PersonRow {
  personId: string;
  projectId: string;
  personType: 'WORKER' | 'MANAGER' | 'OTHER';
  personName: string;
  gender: string;
  nation: string;
  birthDate: string;
  /** Masked unless the caller holds frontSitePersonShowIdcard. */
  idcardNumber: string;
  address: string;
  idcardStartDate: string;
  idcardEndDate: string;
  idcardTermStatus: 0 | 1;
  /** Stored paths (`/files/...`); the console prefixes the API host. '' when none. */
  idcardFrontPath: string;
  idcardBackPath: string;
  headPhotoPath: string;
  phone: string;
  companyId: string;
  companyName: string;
  teamId: string;
  teamName: string;
  workerTypeId: string;
  workerTypeName: string;
  jobNumber: string;
  entryDate: string;
  exitDate: string;
  onJobStatus: 0 | 1;
  emergencyContact: string;
  emergencyPhone: string;
  remark: string;
  createTime: string;
}

/** The form-field config (seed 000 §3): which person fields the add/edit form shows and requires. */
export interface PersonFormField {
  fieldKey: string;
  fieldName: string;
  /** PROJECT_AUTH fields are hidden. */
  fieldType: string;
  sourceType: 'DICTIONARY' | 'IMG_UPLOAD' | 'DATETIME' | 'DATE' | '';
  /** 1 required */
  requiredStatus: 0 | 1;
  /** 1 shown */
  showStatus: 0 | 1;
}

/** What uploadIdcardImg reads off a card: the front gives the person, the back the validity dates. */
export interface IdcardInfo {
  personName?: string;
  gender?: string;
  nation?: string;
  birthDate?: string;
  address?: string;
  idcardNumber?: string;
  /** Back side. */
  issuingAuthority?: string;
  idcardStartDate?: string;
  idcardEndDate?: string;
  idcardTermStatus?: 0 | 1;
}

/** The answer of uploadIdcardImg: the stored picture, the side it shows and what could be read off it. */
export interface IdcardUploadAnswer {
  fileUrl: string;
  filePath: string;
  attachId: string;
  side: IdcardSide;
  /** null when nothing could be read (no reader configured, or an unreadable picture). */
  idcardInfo: IdcardInfo | null;
}

/** The faces of a card uploadIdcardImg reads (seed 000 §7): the front unless `side` says back. */
export const IDCARD_SIDES = ['front', 'back'] as const;
export type IdcardSide = (typeof IDCARD_SIDES)[number];
