import { onlineFields } from './device-fields';
import { defineResource } from './types';
import { FACE_DEVICE_STATUSES } from './verify-device';

/**
 * Training devices of /educate/educate-device (seed 000 §2 siteTrainDevice; seed 001 §7 "Device calls":
 * siteTrainDevice, siteTrainDevicePersonSyn). The seed names the calls only; their paths follow the face
 * devices' (docs/api-decisions.md "Training devices and check records"). A training device is the
 * sign-in terminal of a training room: it holds the faces of the project's people and records who
 * checked in at a training.
 */
export const TRAIN_DEVICE_API = {
  page: '/front/siteTrainDevice/listByProject',
  add: '/front/siteTrainDevice/add',
  update: '/front/siteTrainDevice/update',
  remove: '/front/siteTrainDevice/delete',
  query: '/front/siteTrainDevice/query',
  history: '/front/siteTrainDevice/operateLog',
} as const;

export const TRAIN_DEVICE_SYNC_API = {
  /** { projectId, deviceId, syncStatus?, personName?, pageNumber, pageSize } → PageResult<TrainDevicePersonRow> */
  persons: '/front/siteTrainDevicePersonSyn/listByDevice',
  /** { projectId, deviceId, scope, personIdList? } → TrainDeviceSyncAnswer; the device answers person by person. */
  sync: '/front/siteTrainDevicePersonSyn/sync',
} as const;

/** A person's face on a training device: never sent, being sent, stored, or refused with the device's reason. */
export const TRAIN_SYNC_STATUSES = [
  { value: 'UNSYNCED', label: '未同步' },
  { value: 'SYNCING', label: '同步中' },
  { value: 'SYNCED', label: '已同步' },
  { value: 'FAILED', label: '同步失败' },
] as const;
export type TrainSyncStatus = (typeof TRAIN_SYNC_STATUSES)[number]['value'];

/** Whom a sync sends: every person on the job, the ones that failed, or the ones chosen. */
export const TRAIN_SYNC_SCOPES = ['ALL', 'FAILED', 'CHOSEN'] as const;
export type TrainSyncScope = (typeof TRAIN_SYNC_SCOPES)[number];

export const TRAIN_DEVICE_RESOURCE = defineResource({
  name: 'trainDevice',
  label: '培训设备',
  idKey: 'deviceId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: {
    list: 'siteTrainDevice',
    add: 'siteTrainDevice',
    update: 'siteTrainDevice',
    remove: 'siteTrainDevice',
  },
  // The sync calls are the list's own plans: the generated authorization suite walks them too.
  api: { ...TRAIN_DEVICE_API, persons: TRAIN_DEVICE_SYNC_API.persons, sync: TRAIN_DEVICE_SYNC_API.sync },
  fields: [
    { key: 'deviceName', label: '设备名称', type: 'text', required: true, maxLength: 64, search: 'like' },
    {
      key: 'deviceSn',
      label: '设备序列号',
      type: 'text',
      required: true,
      maxLength: 64,
      unique: true,
      search: 'like',
    },
    { key: 'installPlace', label: '安装位置', type: 'text', maxLength: 64 },
    ...onlineFields(FACE_DEVICE_STATUSES),
    // The console shows the counts in the synced column, as one summary.
    { key: 'syncedCount', label: '已同步', type: 'number', form: false },
    { key: 'syncingCount', label: '同步中', type: 'number', form: false, table: false },
    { key: 'failedCount', label: '同步失败', type: 'number', form: false, table: false },
    { key: 'model', label: '设备型号', type: 'text', maxLength: 64 },
    { key: 'ip', label: 'IP地址', type: 'text', maxLength: 15, check: 'ipv4' },
  ],
});

/** A row of siteTrainDevice/listByProject. */
export interface TrainDeviceRow {
  deviceId: string;
  projectId: string;
  deviceName: string;
  deviceSn: string;
  installPlace: string;
  /** 1 online, 0 offline. */
  deviceStatus: 0 | 1;
  lastOnlineTime: string;
  syncedCount: number;
  syncingCount: number;
  failedCount: number;
  model: string;
  ip: string;
  createTime: string;
}

/** A person on the job with the state of his face on a training device. */
export interface TrainDevicePersonRow {
  personId: string;
  personName: string;
  teamName: string;
  syncStatus: TrainSyncStatus;
  /** The device's reason of a failure; '' otherwise. */
  reason: string;
  /** When the state last changed; '' when never sent. */
  updateTime: string;
}

/** What siteTrainDevicePersonSyn/sync answers: the sync is accepted, the device works through `total` people. */
export interface TrainDeviceSyncAnswer {
  total: number;
}

/** Check-ins at trainings on the training devices (seed 000 §2 siteTrainPersonRecord). */
export const TRAIN_PERSON_RECORD_API = {
  page: '/front/siteTrainPersonRecord/listByProject',
  export: '/front/siteTrainPersonRecord/exportByProject',
} as const;

export const TRAIN_PERSON_RECORD_RESOURCE = defineResource({
  name: 'trainPersonRecord',
  label: '签到记录',
  idKey: 'recordId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: 'siteTrainPersonRecord', export: 'siteTrainPersonRecord' },
  api: TRAIN_PERSON_RECORD_API,
  taskTypes: { export: 'TRAIN_PERSON_RECORD_EXPORT' },
  fields: [
    { key: 'photoPath', label: '签到照片', type: 'image', export: false },
    { key: 'personName', label: '姓名', type: 'text', search: 'like' },
    { key: 'teamName', label: '班组', type: 'text' },
    { key: 'trainName', label: '培训名称', type: 'text', search: 'like' },
    { key: 'deviceName', label: '设备名称', type: 'text', search: 'like' },
    { key: 'checkTime', label: '签到时间', type: 'datetime', search: 'dateRange' },
  ],
});
