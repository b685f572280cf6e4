import {
  CHANNEL_NAME_REQUIRED,
  MONITOR_DEVICE_RESOURCE,
  MONITOR_DEVICE_STATUSES,
  MONITOR_DEVICE_TYPES,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

/**
 * Chinese texts of the monitor page: the resource's labels from its declaration (`monitorDevice`), the
 * page's own under `monitor`. The other languages match this shape.
 */
export const monitorZh = {
  monitorDevice: {
    label: MONITOR_DEVICE_RESOURCE.label,
    fields: fieldLabels(MONITOR_DEVICE_RESOURCE),
    options: {
      deviceType: optionLabels(MONITOR_DEVICE_TYPES),
      deviceStatus: optionLabels(MONITOR_DEVICE_STATUSES),
    },
  },
  monitor: {
    wall: {
      title: '实时监控',
      reset: '显示项目摄像机',
      hint: '点击画面打开云台控制台',
    },
    channel: {
      manage: '通道',
      title: '{{name}} 的通道',
      add: '添加通道',
      rename: '重命名',
      remove: '删除',
      play: '播放',
      playAll: '播放全部',
      channelId: '通道号',
      channelName: '通道名称',
      actions: '操作',
      empty: '暂无通道',
      saved: '保存成功',
      removed: '删除成功!',
      confirmRemove: '确定删除通道 {{name}} 吗？',
      nameRequired: CHANNEL_NAME_REQUIRED,
      nameTooLong: '通道名称最多{{max}}个字符',
    },
  },
};
