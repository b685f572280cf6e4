import { defineResource } from './types';

/**
 * Video devices of /video-monitor/monitor (seed 000 §2, 001 §7 "Device calls"). siteMonitorDevice/list
 * is the walls' call (businessId, answers a list), so the management page is `pageList`
 * (docs/api-decisions.md "Video monitoring"). Channels are calls of their own on siteMonitorChannel.
 */
export const MONITOR_DEVICE_API = {
  page: '/front/siteMonitorDevice/pageList',
  add: '/front/siteMonitorDevice/add',
  update: '/front/siteMonitorDevice/update',
  remove: '/front/siteMonitorDevice/delete',
  query: '/front/siteMonitorDevice/query',
  export: '/front/siteMonitorDevice/export',
  history: '/front/siteMonitorDevice/operateLog',
} as const;

export const MONITOR_CHANNEL_API = {
  add: '/front/siteMonitorChannel/add',
  update: '/front/siteMonitorChannel/update',
  remove: '/front/siteMonitorChannel/delete',
} as const;

export const MONITOR_DEVICE_TYPES = [
  { value: 'IPC', label: '网络摄像机' },
  { value: 'NVR', label: '硬盘录像机' },
] as const;

export const MONITOR_DEVICE_STATUSES = [
  { value: 1, label: '在线' },
  { value: 0, label: '离线' },
] as const;

export const MONITOR_DEVICE_RESOURCE = defineResource({
  name: 'monitorDevice',
  label: '视频设备',
  idKey: 'deviceId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteMonitorDeviceManager',
    add: 'cSiteMonitorDeviceManager',
    update: 'cSiteMonitorDeviceManager',
    remove: 'cSiteMonitorDeviceManager',
    export: 'cSiteMonitorDeviceManager',
  },
  // The channels' calls are the list's own plans: the generated authorization suite walks them too.
  api: {
    ...MONITOR_DEVICE_API,
    channelAdd: MONITOR_CHANNEL_API.add,
    channelUpdate: MONITOR_CHANNEL_API.update,
    channelRemove: MONITOR_CHANNEL_API.remove,
  },
  taskTypes: { export: 'MONITOR_DEVICE_EXPORT' },
  fields: [
    {
      key: 'deviceName',
      label: '设备名称',
      type: 'text',
      required: true,
      maxLength: 64,
      unique: true,
      search: 'like',
    },
    {
      key: 'deviceType',
      label: '设备类型',
      type: 'select',
      options: { kind: 'enum', values: MONITOR_DEVICE_TYPES },
      required: true,
      search: 'eq',
    },
    {
      key: 'deviceStatus',
      label: '在线状态',
      type: 'select',
      options: { kind: 'enum', values: MONITOR_DEVICE_STATUSES },
      form: false,
      search: 'eq',
    },
    { key: 'channelCount', label: '通道数', type: 'number', form: false },
  ],
});

export interface MonitorDeviceRow {
  deviceId: string;
  projectId: string;
  deviceName: string;
  deviceType: 'IPC' | 'NVR';
  deviceStatus: 0 | 1;
  channelCount: number;
  createTime: string;
}

/** A channel's name: required, at most 64 characters. */
export const CHANNEL_NAME_REQUIRED = '请输入通道名称';
export const CHANNEL_NAME_MAX = 64;
