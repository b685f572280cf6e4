import { defineResource } from './types';

/**
 * Temporary information (seed 000 §2 visite-person and approve-staff, cSiteTemporaryInfo): visitors
 * registered for a visit, then approved or refused. The paths are not shown in the seed: ours, named
 * like the seed's site calls.
 */
export const TEMPORARY_API = {
  page: '/front/siteTemporaryInfo/listByProject',
  add: '/front/siteTemporaryInfo/add',
  update: '/front/siteTemporaryInfo/update',
  remove: '/front/siteTemporaryInfo/delete',
  query: '/front/siteTemporaryInfo/query',
  export: '/front/siteTemporaryInfo/exportByProject',
  history: '/front/siteTemporaryInfo/operateLog',
  /** { projectId, temporaryIdList, approveStatus: 1 | 2, approveOpinion } */
  approve: '/front/siteTemporaryInfo/approve',
} as const;

export const APPROVE_STATUSES = [
  { value: 0, label: '待审批' },
  { value: 1, label: '已通过' },
  { value: 2, label: '已拒绝' },
] as const;

export const TEMPORARY_RESOURCE = defineResource({
  name: 'temporary',
  label: '访客',
  idKey: 'temporaryId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteTemporaryInfo',
    add: 'cSiteTemporaryInfo',
    update: 'cSiteTemporaryInfo',
    remove: 'cSiteTemporaryInfo',
    export: 'cSiteTemporaryInfo',
    reveal: 'frontSitePersonShowIdcard',
  },
  api: TEMPORARY_API,
  taskTypes: { export: 'TEMPORARY_INFO_EXPORT' },
  fields: [
    { key: 'personName', label: '姓名', type: 'text', required: true, maxLength: 32, search: 'like' },
    {
      key: 'idcardNumber',
      label: '身份证号',
      type: 'text',
      required: true,
      check: 'idcard',
      search: 'like',
      masked: 'idcard',
    },
    { key: 'phone', label: '手机号码', type: 'text', required: true, check: 'mobile', masked: 'phone' },
    { key: 'visitorCompany', label: '来访单位', type: 'text', maxLength: 64 },
    { key: 'visitReason', label: '来访事由', type: 'textarea', required: true, maxLength: 200, table: true },
    { key: 'visitStartTime', label: '来访开始时间', type: 'datetime', required: true, search: 'dateRange' },
    { key: 'visitEndTime', label: '来访结束时间', type: 'datetime', required: true },
    { key: 'headPhotoPath', label: '头像', type: 'image' },
    {
      key: 'approveStatus',
      label: '审批状态',
      type: 'select',
      options: { kind: 'enum', values: APPROVE_STATUSES },
      search: 'eq',
      form: false,
    },
    { key: 'approveOpinion', label: '审批意见', type: 'text', form: false, table: true },
  ],
});

export interface TemporaryRow {
  temporaryId: string;
  projectId: string;
  personName: string;
  idcardNumber: string;
  phone: string;
  visitorCompany: string;
  visitReason: string;
  visitStartTime: string;
  visitEndTime: string;
  headPhotoPath: string;
  approveStatus: 0 | 1 | 2;
  approveOpinion: string;
  approveUserName: string;
  approveTime: string;
  createTime: string;
}

export const VISIT_END_BEFORE_START = '来访结束时间不能早于来访开始时间';

/** A visit's times in order (YYYY-MM-DD HH:mm:ss strings compare as times): the form and the server alike. */
export function checkVisitEnd(record: { visitStartTime?: unknown; visitEndTime?: unknown }): string | null {
  const { visitStartTime: start, visitEndTime: end } = record;
  return typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '' && end < start
    ? VISIT_END_BEFORE_START
    : null;
}
