import {
  LPR_DEVICE_DIRECTIONS,
  LPR_DEVICE_RESOURCE,
  LPR_DEVICE_STATUSES,
  LPR_PASSWORD_PROBLEMS,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

/**
 * Chinese texts of the plate-camera page: the resource's labels from its declaration (`lprDevice`), the
 * page's own under `lprDevicePage`. The other languages match this shape.
 */
export const lprDeviceZh = {
  lprDevice: {
    label: LPR_DEVICE_RESOURCE.label,
    fields: fieldLabels(LPR_DEVICE_RESOURCE),
    options: {
      direction: optionLabels(LPR_DEVICE_DIRECTIONS),
      deviceStatus: optionLabels(LPR_DEVICE_STATUSES),
    },
  },
  lprDevicePage: {
    never: '未连接',
    actions: {
      menu: '设备操作',
      connection: '连接设备',
      refreshStatus: '刷新状态',
      restart: '重启设备',
      cutOff: '断开连接',
      video: '实时视频',
      password: '修改密码',
    },
    confirm: {
      restart: '确定重启“{{name}}”吗？重启期间设备离线，不识别过往车辆。',
      cutOff: '确定断开“{{name}}”的连接吗？断开后设备离线，不再识别过往车辆，直到重新连接。',
    },
    sending: '正在等待“{{name}}”应答…',
    done: {
      connection: '“{{name}}”已连接，设备在线',
      refreshStatus: '“{{name}}”在线，最后在线时间 {{time}}',
      restart: '“{{name}}”已重启并重新上线',
      cutOff: '“{{name}}”已断开连接',
      password: '“{{name}}”的密码已修改',
    },
    video: {
      title: '实时视频 - {{name}}',
      loading: '正在获取视频地址…',
      failed: '视频中断，请关闭后重试',
    },
    password: {
      title: '修改设备密码 - {{name}}',
      oldPassword: '原密码',
      newPassword: '新密码',
      confirmPassword: '确认新密码',
      hint: '8到16位，须同时包含字母和数字',
      send: '发送到设备',
      problems: LPR_PASSWORD_PROBLEMS,
    },
  },
};
