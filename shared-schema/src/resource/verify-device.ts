import { onlineFields } from './device-fields';
import { defineResource } from './types';

/**
 * Face devices of the device group (seed 000 §2 face-recognition, seed 001 §7 "Device calls", issue 12 §1).
 * The list is a resource of the block; the online state and the last-seen time are written by the device
 * gateway (the simulator plays it) and pushed on deviceStatus; the sync summary counts the device's rows
 * of siteVerifyDeviceSyn. Commands go over the realtime user queues (shared-realtime messages.ts).
 */
export const VERIFY_DEVICE_API = {
  page: '/front/siteVerifyDevice/listByProject',
  add: '/front/siteVerifyDevice/add',
  update: '/front/siteVerifyDevice/update',
  remove: '/front/siteVerifyDevice/delete',
  query: '/front/siteVerifyDevice/query',
  history: '/front/siteVerifyDevice/operateLog',
  /**
   * The per-person sync state of one device (ours, under the seed's siteVerifyDeviceSyn):
   * { projectId, deviceId, syncStatus?, personName?, pageNumber, pageSize } → PageResult<FaceDevicePersonRow>
   */
  persons: '/front/siteVerifyDeviceSyn/listByDevice',
} as const;

/** Which way a device's passages count: as entryExitType of the records, '3' both ways. */
export const FACE_DEVICE_DIRECTIONS = [
  { value: '1', label: '进场' },
  { value: '2', label: '出场' },
  { value: '3', label: '进出' },
] as const;
export type FaceDeviceDirection = (typeof FACE_DEVICE_DIRECTIONS)[number]['value'];

export const FACE_DEVICE_STATUSES = [
  { value: 1, label: '在线' },
  { value: 0, label: '离线' },
] as const;

export const FACE_SYNC_STATUSES = [
  { value: 'SYNCED', label: '已同步' },
  { value: 'PENDING', label: '待同步' },
  { value: 'FAILED', label: '同步失败' },
] as const;
export type FaceSyncStatus = (typeof FACE_SYNC_STATUSES)[number]['value'];

export const VERIFY_DEVICE_RESOURCE = defineResource({
  name: 'verifyDevice',
  label: '人脸识别设备',
  idKey: 'deviceId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteVerifyDeviceManager',
    add: 'cSiteVerifyDeviceManager',
    update: 'cSiteVerifyDeviceManager',
    remove: 'cSiteVerifyDeviceManager',
  },
  api: VERIFY_DEVICE_API,
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
    {
      key: 'areaId',
      label: '所属区域',
      type: 'select',
      options: { kind: 'list', list: 'area' },
      nameKey: 'areaName',
      search: 'eq',
    },
    {
      key: 'direction',
      label: '进出方向',
      type: 'select',
      options: { kind: 'enum', values: FACE_DEVICE_DIRECTIONS },
      required: true,
    },
    ...onlineFields(FACE_DEVICE_STATUSES),
    // The console shows the three counts in the synced column, as one summary.
    { key: 'syncedCount', label: '已同步', type: 'number', form: false },
    { key: 'pendingCount', label: '待同步', type: 'number', form: false, table: false },
    { key: 'failedCount', label: '同步失败', type: 'number', form: false, table: false },
    { key: 'model', label: '设备型号', type: 'text', maxLength: 64 },
    { key: 'ip', label: 'IP地址', type: 'text', maxLength: 15, check: 'ipv4' },
    { key: 'firmwareVersion', label: '固件版本', type: 'text', form: false },
  ],
});

/** deviceSetting: what the operator tunes on a device. */
export interface FaceDeviceSettings {
  /** 0–100 */
  volume: number;
  /** Similarity a face must reach to pass, 50–100. */
  recognitionThreshold: number;
  /** 1: refuse photos and screens held up to the camera. */
  livenessDetection: 0 | 1;
  /** Seconds the door stays open after a pass, 1–60. */
  openDoorSeconds: number;
}

/** protocolConfigSetting: where the device reports. */
export interface FaceDeviceProtocol {
  serverAddress: string;
  serverPort: number;
  /** Seconds between two heartbeats, 10–600. */
  heartbeatSeconds: number;
}

/** locationCoordinateSetting: where the device stands (WGS-84 degrees). */
export interface FaceDeviceLocation {
  longitude: number;
  latitude: number;
}

/** A device's factory settings: what it runs before the first deviceSetting. */
export const DEFAULT_FACE_DEVICE_SETTINGS: FaceDeviceSettings = {
  volume: 60,
  recognitionThreshold: 80,
  livenessDetection: 1,
  openDoorSeconds: 3,
};

export const DEFAULT_FACE_DEVICE_PROTOCOL: FaceDeviceProtocol = {
  serverAddress: '',
  serverPort: 8080,
  heartbeatSeconds: 30,
};

/** An integer within bounds, else the message naming them. */
const integerIn = (label: string, value: unknown, min: number, max: number): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : `${label}应为${min}到${max}之间的整数`;

const firstProblem = (problems: (string | null)[]): string | null => problems.find(Boolean) ?? null;

export function checkFaceDeviceSettings(value: Partial<FaceDeviceSettings>): string | null {
  return firstProblem([
    integerIn('音量', value.volume, 0, 100),
    integerIn('识别阈值', value.recognitionThreshold, 50, 100),
    value.livenessDetection === 0 || value.livenessDetection === 1 ? null : '活体检测取值无效',
    integerIn('开门时长', value.openDoorSeconds, 1, 60),
  ]);
}

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

export function checkFaceDeviceProtocol(value: Partial<FaceDeviceProtocol>): string | null {
  const address = typeof value.serverAddress === 'string' ? value.serverAddress.trim() : '';
  return firstProblem([
    address === '' ? '请输入服务器地址' : HOST.test(address) ? null : '服务器地址格式不正确',
    integerIn('端口', value.serverPort, 1, 65535),
    integerIn('心跳间隔', value.heartbeatSeconds, 10, 600),
  ]);
}

const degreesIn = (label: string, value: unknown, limit: number): string | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
    ? null
    : `${label}应在-${limit}到${limit}之间`;

export function checkFaceDeviceLocation(value: Partial<FaceDeviceLocation>): string | null {
  return firstProblem([degreesIn('经度', value.longitude, 180), degreesIn('纬度', value.latitude, 90)]);
}

/** A row of siteVerifyDevice/listByProject. */
export interface FaceDeviceRow {
  deviceId: string;
  projectId: string;
  deviceName: string;
  deviceSn: string;
  areaId: string;
  areaName: string;
  direction: FaceDeviceDirection;
  model: string;
  ip: string;
  /** 1 online, 0 offline. */
  deviceStatus: 0 | 1;
  lastOnlineTime: string;
  firmwareVersion: string;
  syncedCount: number;
  pendingCount: number;
  failedCount: number;
  /** What deviceSetting, protocolConfigSetting and locationCoordinateSetting last set. */
  settings: FaceDeviceSettings;
  protocol: FaceDeviceProtocol;
  longitude: number | '';
  latitude: number | '';
  createTime: string;
}

/** A person meant for a device, with the state of his face on it. */
export interface FaceDevicePersonRow {
  personId: string;
  personName: string;
  teamName: string;
  syncStatus: FaceSyncStatus;
  /** The device's reason of a failure; '' otherwise. */
  reason: string;
  updateTime: string;
}
