import { MESSAGES } from '../messages';
import { checkConfirmPassword } from '../validators';
import { onlineFields } from './device-fields';
import { defineResource } from './types';

/**
 * Licence-plate cameras of /vehicle-manage/license-plate-recognition (seed 000 §2, seed 001 §7 "Device
 * calls": siteLprDevice connection, refreshStatus, restart, cutOff, getVideoUrl, updatePWD). The list is a
 * resource of the block; each command goes to the camera through the device gateway (the simulator plays
 * the cameras) and answers what the camera said (docs/api-decisions.md "Plate cameras").
 */
export const LPR_DEVICE_API = {
  page: '/front/siteLprDevice/list',
  add: '/front/siteLprDevice/add',
  update: '/front/siteLprDevice/update',
  remove: '/front/siteLprDevice/delete',
  query: '/front/siteLprDevice/query',
  history: '/front/siteLprDevice/operateLog',
  /** { projectId, deviceId } → LprDeviceStatus: the platform connects the camera (again). */
  connection: '/front/siteLprDevice/connection',
  /** { projectId, deviceId } → LprDeviceStatus: asks the camera how it is. */
  refreshStatus: '/front/siteLprDevice/refreshStatus',
  /** { projectId, deviceId } → LprDeviceStatus once the camera is back. */
  restart: '/front/siteLprDevice/restart',
  /** { projectId, deviceId } → LprDeviceStatus: the platform cuts the camera off (offline, no passages). */
  cutOff: '/front/siteLprDevice/cutOff',
  /** { projectId, deviceId } → LprVideoInfo: the camera's live picture. */
  getVideoUrl: '/front/siteLprDevice/getVideoUrl',
  /** { projectId, deviceId, oldPassword, newPassword, confirmPassword } → the camera's answer. */
  updatePWD: '/front/siteLprDevice/updatePWD',
} as const;

/** Which passages a camera reads: 1 entries, 2 exits (the direction of its records). */
export const LPR_DEVICE_DIRECTIONS = [
  { value: 1, label: '入口' },
  { value: 2, label: '出口' },
] as const;

export const LPR_DEVICE_STATUSES = [
  { value: 1, label: '在线' },
  { value: 0, label: '离线' },
] as const;

export const LPR_DEVICE_RESOURCE = defineResource({
  name: 'lprDevice',
  label: '车牌识别设备',
  idKey: 'deviceId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteLprDeviceManager',
    add: 'cSiteLprDeviceManager',
    update: 'cSiteLprDeviceManager',
    remove: 'cSiteLprDeviceManager',
  },
  // The commands are the list's own plans: the generated authorization suite walks them too.
  api: LPR_DEVICE_API,
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
      key: 'direction',
      label: '进出方向',
      type: 'select',
      options: { kind: 'enum', values: LPR_DEVICE_DIRECTIONS },
      required: true,
      search: 'eq',
    },
    { key: 'ip', label: 'IP地址', type: 'text', required: true, maxLength: 15, check: 'ipv4' },
    ...onlineFields(LPR_DEVICE_STATUSES),
  ],
});

/** A row of siteLprDevice/list. */
export interface LprDeviceRow {
  deviceId: string;
  projectId: string;
  deviceName: string;
  deviceSn: string;
  direction: 1 | 2;
  ip: string;
  /** 1 online, 0 offline. */
  deviceStatus: 0 | 1;
  /** '' when the camera was never connected. */
  lastOnlineTime: string;
  createTime: string;
}

/** What connection, refreshStatus, restart and cutOff answer: the camera's state afterwards. */
export interface LprDeviceStatus {
  deviceId: string;
  deviceStatus: 0 | 1;
  lastOnlineTime: string;
}

/** getVideoUrl (seed 001 §3 "Video info: accessToken, url"): a signed MJPEG address, relative to the site base. */
export interface LprVideoInfo {
  url: string;
  accessToken: string;
}

/** What a camera takes for its admin password: 8 to 16 characters with letters and digits. */
export const LPR_PASSWORD = { min: 8, max: 16 } as const;

/** The problems of a password change, by name: the dialog translates the name, the server answers the text. */
export const LPR_PASSWORD_PROBLEMS = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  rule: '密码须为8到16位，且同时包含字母和数字',
  same: '新密码不能与原密码相同',
  confirmRequired: MESSAGES.confirmPasswordRequired,
  mismatch: MESSAGES.passwordMismatch,
} as const;
export type LprPasswordProblem = keyof typeof LPR_PASSWORD_PROBLEMS;

export interface LprPasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem of a password change and its field, or null; the dialog and the server run the same. */
export function checkLprPassword(
  form: Partial<LprPasswordForm>,
): { field: keyof LprPasswordForm; problem: LprPasswordProblem } | null {
  const { oldPassword = '', newPassword = '', confirmPassword } = form;
  if (!oldPassword) return { field: 'oldPassword', problem: 'oldRequired' };
  if (!newPassword) return { field: 'newPassword', problem: 'newRequired' };
  const shaped =
    newPassword.length >= LPR_PASSWORD.min &&
    newPassword.length <= LPR_PASSWORD.max &&
    /^[\x21-\x7e]+$/.test(newPassword) &&
    /[A-Za-z]/.test(newPassword) &&
    /\d/.test(newPassword);
  if (!shaped) return { field: 'newPassword', problem: 'rule' };
  if (newPassword === oldPassword) return { field: 'newPassword', problem: 'same' };
  const confirm = checkConfirmPassword(newPassword, confirmPassword);
  if (!confirm) return null;
  return {
    field: 'confirmPassword',
    problem: confirm === MESSAGES.passwordMismatch ? 'mismatch' : 'confirmRequired',
  };
}
