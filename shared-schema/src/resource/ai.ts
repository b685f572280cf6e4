import { defineResource } from './types';

/**
 * The AI devices of /ai (seed 000 §2; seed 001 §7 "Device calls": siteAiBox, siteAiBoxAlarmRecord,
 * siteAiBoxDeviceSyn, siteAiCamera, siteAiCameraSyn, person record, stranger, statistics, verify out-in).
 * The seeds name the services only: the paths' last parts and the fields are ours
 * (docs/api-decisions.md "AI boxes and AI cameras").
 */
const AI_BOX = '/front/siteAiBox';
const AI_BOX_ALARM = '/front/siteAiBoxAlarmRecord';
const AI_BOX_DEVICE = '/front/siteAiBoxDeviceSyn';
const AI_CAMERA = '/front/siteAiCamera';
const AI_CAMERA_RECORD = '/front/siteAiCameraPersonRecord';
const AI_CAMERA_STRANGER = '/front/siteAiCameraStranger';
const AI_CAMERA_STATISTICS = '/front/siteAiCameraStatistics';
const AI_CAMERA_OUT_IN = '/front/siteAiCameraVerifyOutIn';

/** What a box recognises on a camera's picture; the label is the alarm's aiCameraTimeLog alarmTypeName. */
export const AI_ALARM_TYPES = [
  { value: 'helmet', label: '未戴安全帽' },
  { value: 'vest', label: '未穿反光衣' },
  { value: 'smoke', label: '吸烟' },
  { value: 'intrusion', label: '区域入侵' },
  { value: 'fire', label: '烟火' },
] as const;
export type AiAlarmType = (typeof AI_ALARM_TYPES)[number]['value'];

export const AI_DEVICE_STATUSES = [
  { value: 1, label: '在线' },
  { value: 0, label: '离线' },
] as const;

/** The faces sync of an AI camera (siteAiCameraSyn). */
export const AI_CAMERA_SYNC_STATUSES = [
  { value: 0, label: '未同步' },
  { value: 1, label: '同步中' },
  { value: 2, label: '已同步' },
] as const;
export const AI_SYNC = { never: 0, running: 1, done: 2 } as const;

/** Seed 001 §9 entry/exit type. */
export const AI_DIRECTIONS = [
  { value: 1, label: '进' },
  { value: 2, label: '出' },
] as const;

const box = { permission: 'cSiteAiBoxManager' } as const;
const camera = { permission: 'cSiteAiCamera' } as const;

/** Every action of a device list under one code. */
const everyAction = <C extends string>(code: C) =>
  ({ list: code, add: code, update: code, remove: code, export: code }) as const;

/** The fields an AI box and an AI camera share: its name, serial number, IP address and online status. */
const deviceFields = <K extends string>(nameKey: K, nameLabel: string) =>
  [
    { key: nameKey, label: nameLabel, type: 'text', required: true, maxLength: 64, search: 'like' },
    {
      key: 'serialNo',
      label: '设备序列号',
      type: 'text',
      required: true,
      maxLength: 64,
      unique: true,
      search: 'like',
    },
    { key: 'ipAddress', label: 'IP地址', type: 'text', check: 'ipv4' },
    {
      key: 'deviceStatus',
      label: '在线状态',
      type: 'select',
      options: { kind: 'enum', values: AI_DEVICE_STATUSES },
      form: false,
      search: 'eq',
    },
  ] as const;

export const AI_BOX_API = {
  page: `${AI_BOX}/pageList`,
  add: `${AI_BOX}/add`,
  update: `${AI_BOX}/update`,
  remove: `${AI_BOX}/delete`,
  query: `${AI_BOX}/query`,
  export: `${AI_BOX}/export`,
  history: `${AI_BOX}/operateLog`,
  /** { projectId, boxId } → AiBoxCamera[]: the project's video cameras, those of this box bound. */
  cameras: `${AI_BOX_DEVICE}/listByBox`,
  /** { projectId, boxId, deviceIdList } */
  bind: `${AI_BOX_DEVICE}/bindCamera`,
  /** { projectId, boxId, deviceIdList } */
  unbind: `${AI_BOX_DEVICE}/unbindCamera`,
} as const;

export const AI_BOX_RESOURCE = defineResource({
  name: 'aiBox',
  label: 'AI盒子',
  idKey: 'boxId',
  titleKey: 'boxName',
  projectField: 'projectId',
  permission: everyAction(box.permission),
  api: AI_BOX_API,
  taskTypes: { export: 'AI_BOX_EXPORT' },
  fields: [
    ...deviceFields('boxName', '盒子名称'),
    { key: 'cameraCount', label: '绑定摄像头数', type: 'number', form: false },
  ],
});

/** A video camera of the project as a box's bind dialog lists it. */
export interface AiBoxCamera {
  deviceId: string;
  deviceName: string;
  deviceStatus: 0 | 1;
  /** The box analysing it, '' when none. */
  boxId: string;
  boxName: string;
}

export const AI_BOX_ALARM_RESOURCE = defineResource({
  name: 'aiBoxAlarm',
  label: 'AI报警记录',
  idKey: 'alarmId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: box.permission, export: box.permission },
  api: { page: `${AI_BOX_ALARM}/pageList`, export: `${AI_BOX_ALARM}/export` },
  taskTypes: { export: 'AI_BOX_ALARM_EXPORT' },
  fields: [
    { key: 'boxName', label: '盒子名称', type: 'text', search: 'like' },
    { key: 'deviceName', label: '摄像头', type: 'text', search: 'like' },
    {
      key: 'alarmType',
      label: '报警类型',
      type: 'select',
      options: { kind: 'enum', values: AI_ALARM_TYPES },
      search: 'eq',
    },
    { key: 'snapshotPath', label: '抓拍图片', type: 'image' },
    { key: 'alarmTime', label: '报警时间', type: 'datetime', search: 'dateRange' },
  ],
});

export const AI_CAMERA_API = {
  page: `${AI_CAMERA}/pageList`,
  add: `${AI_CAMERA}/add`,
  update: `${AI_CAMERA}/update`,
  remove: `${AI_CAMERA}/delete`,
  query: `${AI_CAMERA}/query`,
  export: `${AI_CAMERA}/export`,
  history: `${AI_CAMERA}/operateLog`,
  /** { projectId, cameraId }: sends the faces of the project's people on the job to the camera. */
  sync: '/front/siteAiCameraSyn/sync',
} as const;

export const AI_CAMERA_RESOURCE = defineResource({
  name: 'aiCamera',
  label: 'AI摄像机',
  idKey: 'cameraId',
  titleKey: 'cameraName',
  projectField: 'projectId',
  permission: everyAction(camera.permission),
  api: AI_CAMERA_API,
  taskTypes: { export: 'AI_CAMERA_EXPORT' },
  fields: [
    ...deviceFields('cameraName', '摄像机名称'),
    {
      key: 'syncStatus',
      label: '人脸同步',
      type: 'select',
      options: { kind: 'enum', values: AI_CAMERA_SYNC_STATUSES },
      form: false,
      search: 'eq',
    },
    { key: 'syncDone', label: '已同步人数', type: 'number', form: false },
    { key: 'syncTotal', label: '应同步人数', type: 'number', form: false },
    { key: 'syncTime', label: '同步完成时间', type: 'datetime', form: false },
  ],
});

const directionField = {
  key: 'direction',
  label: '方向',
  type: 'select',
  options: { kind: 'enum', values: AI_DIRECTIONS },
  search: 'eq',
} as const;

export const AI_CAMERA_PERSON_RECORD_RESOURCE = defineResource({
  name: 'aiCameraPersonRecord',
  label: 'AI识别记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: camera.permission, export: camera.permission },
  api: { page: `${AI_CAMERA_RECORD}/pageList`, export: `${AI_CAMERA_RECORD}/exportByProject` },
  taskTypes: { export: 'AI_CAMERA_PERSON_RECORD_EXPORT' },
  fields: [
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'cameraName', label: '摄像机', type: 'text', search: 'like' },
    directionField,
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    { key: 'recordTime', label: '识别时间', type: 'datetime', search: 'dateRange' },
  ],
});

export const AI_CAMERA_STRANGER_RESOURCE = defineResource({
  name: 'aiCameraStranger',
  label: 'AI陌生人记录',
  idKey: 'recordId',
  titleKey: 'cameraName',
  projectField: 'projectId',
  permission: { list: camera.permission, export: camera.permission },
  api: { page: `${AI_CAMERA_STRANGER}/pageList`, export: `${AI_CAMERA_STRANGER}/exportByProject` },
  taskTypes: { export: 'AI_CAMERA_STRANGER_EXPORT' },
  fields: [
    { key: 'cameraName', label: '摄像机', type: 'text', search: 'like' },
    directionField,
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    { key: 'recordTime', label: '识别时间', type: 'datetime', search: 'dateRange' },
  ],
});

/** The people-flow statistics of /ai/ai-statistics, computed from the same records (aiTrafficStatistics). */
export const AI_TRAFFIC_API = {
  /** { projectId, day: YYYY-MM-DD, cameraId? } → AiTrafficPoint[] of the 24 hours (label 00 … 23). */
  byHour: `${AI_CAMERA_STATISTICS}/hourTraffic`,
  /** { projectId, startDate, endDate, cameraId? } (at most MAX_REPORT_DAYS days) → AiTrafficPoint[] per day. */
  byDay: `${AI_CAMERA_STATISTICS}/dayTraffic`,
} as const;

export interface AiTrafficPoint {
  /** The hour (00 … 23) or the day (YYYY-MM-DD). */
  label: string;
  inCount: number;
  outCount: number;
  /** Of these passages, the strangers'. */
  strangerCount: number;
}

export const AI_CAMERA_HOUR_RECORD_RESOURCE = defineResource({
  name: 'aiCameraHourRecord',
  label: 'AI小时记录',
  idKey: 'rowId',
  titleKey: 'cameraName',
  projectField: 'projectId',
  permission: { list: camera.permission, export: camera.permission },
  api: {
    page: `${AI_CAMERA_STATISTICS}/hourRecordPageList`,
    export: `${AI_CAMERA_STATISTICS}/exportHourRecord`,
    ...AI_TRAFFIC_API,
  },
  taskTypes: { export: 'AI_CAMERA_HOUR_RECORD_EXPORT' },
  fields: [
    { key: 'cameraName', label: '摄像机', type: 'text', search: 'like' },
    { key: 'recordHour', label: '时段', type: 'datetime', search: 'dateRange' },
    { key: 'inCount', label: '进入人次', type: 'number' },
    { key: 'outCount', label: '离开人次', type: 'number' },
    { key: 'strangerCount', label: '陌生人次', type: 'number' },
  ],
});

export const AI_CAMERA_OUT_IN_RESOURCE = defineResource({
  name: 'aiCameraOutIn',
  label: 'AI进出记录',
  idKey: 'rowId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: camera.permission, export: camera.permission },
  api: { page: `${AI_CAMERA_OUT_IN}/pageList`, export: `${AI_CAMERA_OUT_IN}/exportByProject` },
  taskTypes: { export: 'AI_CAMERA_OUT_IN_EXPORT' },
  fields: [
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'recordDate', label: '日期', type: 'date', search: 'dateRange' },
    { key: 'firstIn', label: '首次进入', type: 'datetime' },
    { key: 'lastOut', label: '最后离开', type: 'datetime' },
    { key: 'passCount', label: '通行次数', type: 'number' },
  ],
});
