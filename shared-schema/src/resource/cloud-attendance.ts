import { defineResource } from './types';

/**
 * Cloud attendance (seed 000 §2 cloud-attendance-person): the people of the roster allowed to clock in
 * with the phone app instead of a face device. A person is added from the roster and removed again; the
 * list shows when each was enabled and the person's latest identification record. Paths are ours.
 */
export const CLOUD_ATTENDANCE_API = {
  page: '/front/siteCloudAttendancePerson/listByProject',
  /** { projectId, personIds } → people of the roster enabled for cloud attendance */
  add: '/front/siteCloudAttendancePerson/add',
  remove: '/front/siteCloudAttendancePerson/delete',
  export: '/front/siteCloudAttendancePerson/exportByProject',
  history: '/front/siteCloudAttendancePerson/operateLog',
} as const;

export const CLOUD_ATTENDANCE_RESOURCE = defineResource({
  name: 'cloudAttendance',
  label: '云考勤人员',
  idKey: 'personId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteVerifyPersonRecordManager',
    add: 'cSiteVerifyPersonRecordManager',
    remove: 'cSiteVerifyPersonRecordManager',
    export: 'cSiteVerifyPersonRecordManager',
    reveal: 'frontSitePersonShowIdcard',
  },
  api: CLOUD_ATTENDANCE_API,
  taskTypes: { export: 'CLOUD_ATTENDANCE_PERSON_EXPORT' },
  fields: [
    { key: 'personName', label: '姓名', type: 'text', search: 'like', form: false },
    { key: 'idcardNumber', label: '身份证号', type: 'text', search: 'like', masked: 'idcard', form: false },
    {
      key: 'companyId',
      label: '所属企业',
      type: 'select',
      options: { kind: 'list', list: 'company' },
      nameKey: 'companyName',
      search: 'eq',
      form: false,
    },
    {
      key: 'teamId',
      label: '班组',
      type: 'select',
      options: { kind: 'list', list: 'team' },
      nameKey: 'teamName',
      search: 'eq',
      form: false,
    },
    { key: 'cloudAttendanceTime', label: '开通时间', type: 'datetime', form: false },
    { key: 'lastRecordTime', label: '最近打卡时间', type: 'datetime', form: false },
  ],
});

export interface CloudAttendanceRow {
  personId: string;
  personName: string;
  idcardNumber: string;
  companyId: string;
  companyName: string;
  teamId: string;
  teamName: string;
  cloudAttendanceTime: string;
  /** '' when the person has no record yet. */
  lastRecordTime: string;
}
