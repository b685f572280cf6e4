import { DEFAULT_PRIVATE_CONFIG } from '../project-manage';
import { CERT_RECORD_RESOURCE, ENTRY_EXIT_OPTIONS, PERSON_FIELDS } from './identify-record';
import { defineResource } from './types';

/**
 * Epidemic control (seed 000 §2 /epidemic-control, cSiteEpp): the project's people with their health
 * state, the face records with an abnormal temperature, and the ID-card and health-code identifications.
 * The seed shows the pages and codes only; paths, payloads and the threshold are ours
 * (docs/api-decisions.md, "Epidemic control"). The records are the identification records the devices
 * already leave (entries and exits, ID-card passages) and the health codes the gates' readers scan.
 */

/**
 * From this temperature (℃) on, a face record is abnormal, unless the project set its own
 * (temperatureThreshold of siteProjectPrivateConfig): the usual fever threshold of site gates.
 */
export const ABNORMAL_TEMPERATURE = DEFAULT_PRIVATE_CONFIG.temperatureThreshold;

export const HEALTH_CODE_COLORS = [
  { value: 'GREEN', label: '绿码' },
  { value: 'YELLOW', label: '黄码' },
  { value: 'RED', label: '红码' },
] as const;
export type HealthCodeColor = (typeof HEALTH_CODE_COLORS)[number]['value'];

export const NUCLEIC_TEST_RESULTS = [
  { value: 'NEGATIVE', label: '阴性' },
  { value: 'POSITIVE', label: '阳性' },
  { value: 'NONE', label: '无记录' },
] as const;
export type NucleicTestResult = (typeof NUCLEIC_TEST_RESULTS)[number]['value'];

const healthCode = {
  key: 'healthCode',
  label: '健康码',
  type: 'select',
  options: { kind: 'enum', values: HEALTH_CODE_COLORS },
  search: 'eq',
} as const;
const nucleicTestResult = {
  key: 'nucleicTestResult',
  label: '核酸结果',
  type: 'select',
  options: { kind: 'enum', values: NUCLEIC_TEST_RESULTS },
  search: 'eq',
} as const;
const nucleicTestTime = { key: 'nucleicTestTime', label: '核酸检测时间', type: 'datetime' } as const;
const nucleicTestPointName = { key: 'nucleicTestPointName', label: '核酸检测点', type: 'text' } as const;
const deviceName = { key: 'deviceName', label: '设备名称', type: 'text', search: 'like' } as const;
const recordTime = { key: 'recordTime', label: '识别时间', type: 'datetime', search: 'dateRange' } as const;
const reveal = 'frontSitePersonShowIdcard';

/** project-person: the people on the job with their latest temperature, health code and nucleic test. */
export const EPP_PERSON_API = {
  page: '/front/siteEppPerson/listByProject',
  export: '/front/siteEppPerson/exportByProject',
} as const;

export const EPP_PERSON_RESOURCE = defineResource({
  name: 'eppPerson',
  label: '项目人员健康信息',
  idKey: 'personId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: 'cSiteEppPerson', export: 'cSiteEppPerson', reveal },
  api: EPP_PERSON_API,
  taskTypes: { export: 'EPP_PERSON_EXPORT' },
  fields: [
    { key: 'headPhotoPath', label: '人脸照片', type: 'image' },
    ...PERSON_FIELDS,
    { key: 'workerTypeName', label: '工种', type: 'text' },
    { key: 'personTemperature', label: '最近体温(℃)', type: 'number' },
    { key: 'temperatureTime', label: '测温时间', type: 'datetime' },
    healthCode,
    { key: 'healthCodeTime', label: '验码时间', type: 'datetime' },
    nucleicTestResult,
    nucleicTestTime,
    nucleicTestPointName,
  ],
});

/** abnormal-people: entries and exits measured at the project's temperature threshold or more. */
export const EPP_FACE_RECORD_API = {
  page: '/front/siteEppPersonRecordFace/listByProject',
  export: '/front/siteEppPersonRecordFace/exportByProject',
} as const;

export const EPP_FACE_RECORD_RESOURCE = defineResource({
  name: 'eppFaceRecord',
  label: '体温异常人员',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: 'cSiteEppPersonRecordFace', export: 'cSiteEppPersonRecordFace', reveal },
  api: EPP_FACE_RECORD_API,
  taskTypes: { export: 'EPP_FACE_RECORD_EXPORT' },
  fields: [
    { key: 'recordPhotoUrl', label: '识别照片', type: 'image' },
    ...PERSON_FIELDS,
    { key: 'workerTypeName', label: '工种', type: 'text' },
    { key: 'personTemperature', label: '体温(℃)', type: 'number' },
    {
      key: 'entryExitType',
      label: '进出类型',
      type: 'select',
      options: { kind: 'enum', values: ENTRY_EXIT_OPTIONS },
      search: 'eq',
    },
    deviceName,
    nucleicTestPointName,
    nucleicTestTime,
    recordTime,
  ],
});

/** id-card-identification: the ID-card readers' passages (the identify-record's certificate records). */
export const EPP_CERT_RECORD_API = {
  page: '/front/siteEppPersonRecordCertificateCard/listByProject',
  export: '/front/siteEppPersonRecordCertificateCard/exportByProject',
} as const;

export const EPP_CERT_RECORD_RESOURCE = defineResource({
  name: 'eppCertRecord',
  label: '身份证识别记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteEppPersonRecordCertificateCard',
    export: 'cSiteEppPersonRecordCertificateCard',
    reveal,
  },
  api: EPP_CERT_RECORD_API,
  taskTypes: { export: 'VERIFY_CERT_RECORD_EXPORT' },
  fields: CERT_RECORD_RESOURCE.fields,
});

/** health-code-identification: the health codes scanned at the gates. */
export const EPP_QR_CODE_RECORD_API = {
  page: '/front/siteEppPersonRecordQrCode/listByProject',
  export: '/front/siteEppPersonRecordQrCode/exportByProject',
} as const;

export const EPP_QR_CODE_RECORD_RESOURCE = defineResource({
  name: 'eppQrCodeRecord',
  label: '健康码识别记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: 'cSiteEppPersonRecordQrCode', export: 'cSiteEppPersonRecordQrCode', reveal },
  api: EPP_QR_CODE_RECORD_API,
  taskTypes: { export: 'EPP_QR_CODE_RECORD_EXPORT' },
  fields: [
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'idcardNumber', label: '身份证号', type: 'text', search: 'like', masked: 'idcard' },
    healthCode,
    nucleicTestResult,
    nucleicTestTime,
    nucleicTestPointName,
    { key: 'personTemperature', label: '体温(℃)', type: 'number' },
    deviceName,
    recordTime,
  ],
});
