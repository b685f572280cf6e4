import {
  FACE_DEVICE_DIRECTIONS,
  FACE_DEVICE_STATUSES,
  FACE_SYNC_STATUSES,
  VERIFY_DEVICE_RESOURCE,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

/**
 * Chinese texts of the face-device page: the resource's labels from its declaration (`verifyDevice`),
 * the page's own under `faceDevice`. The other languages match this shape.
 */
export const faceDeviceZh = {
  verifyDevice: {
    label: VERIFY_DEVICE_RESOURCE.label,
    fields: fieldLabels(VERIFY_DEVICE_RESOURCE),
    options: {
      direction: optionLabels(FACE_DEVICE_DIRECTIONS),
      deviceStatus: optionLabels(FACE_DEVICE_STATUSES),
    },
  },
  faceDevice: {
    syncStatuses: optionLabels(FACE_SYNC_STATUSES),
    actions: {
      menu: '设备命令',
      persons: '人员同步情况',
      syncAll: '同步全部人员',
      syncFailed: '同步失败人员',
      remoteOpen: '远程开门',
      pullPersons: '拉取设备人员',
      settings: '设备参数设置',
      protocol: '协议设置',
      location: '位置设置',
      upgrade: '固件升级',
      restore: '恢复出厂设置',
      clearLogs: '清除设备日志',
    },
    confirm: {
      remoteOpen: '确定远程打开“{{name}}”的闸门?',
      upgrade: '确定将“{{name}}”升级到最新固件? 升级期间设备会暂停识别。',
      restore: '确定将“{{name}}”恢复出厂设置? 设备参数和协议设置将还原为默认值。',
      clearLogs: '确定清除“{{name}}”上的全部日志?',
    },
    done: {
      remoteOpen: '设备已开门（{{time}}）',
      pullPersons: '拉取任务已创建，设备回复后可在任务中心查看明细',
      settings: '设备参数已设置',
      protocol: '协议已设置',
      location: '位置已设置',
      upgrade: '固件已升级到 {{version}}',
      restore: '设备已恢复出厂设置',
      clearLogs: '设备日志已清除',
    },
    sending: '正在发送命令，等待设备响应…',
    timedOut: '设备未在规定时间内响应，请稍后重试',
    notConnected: '实时连接未就绪，请稍后重试',
    send: '发送到设备',
    close: '关闭',
    summary: {
      title: '同步情况',
      synced: '已同步 {{count}}',
      pending: '待同步 {{count}}',
      failed: '失败 {{count}}',
    },
    sync: {
      title: '同步人员到“{{name}}”',
      counts: '共 {{total}} 人：成功 {{synced}} 人，失败 {{failed}} 人',
      done: '同步完成：成功 {{synced}} 人，失败 {{failed}} 人',
      waiting: '等待设备响应…',
    },
    persons: {
      title: '“{{name}}”的人员同步情况',
      allStatuses: '全部状态',
      syncChosen: '同步所选人员',
      retryFailed: '重试失败人员',
      chooseFirst: '请先勾选要同步的人员',
      picked: '已选择 {{count}} 人',
      empty: '没有需要同步到该设备的人员',
    },
    person: {
      personName: '姓名',
      teamName: '班组',
      syncStatus: '同步状态',
      reason: '失败原因',
      updateTime: '更新时间',
    },
    dialogs: {
      settings: '设备参数设置：{{name}}',
      protocol: '协议设置：{{name}}',
      location: '位置设置：{{name}}',
    },
    form: {
      volume: '音量',
      recognitionThreshold: '识别阈值',
      livenessDetection: '活体检测',
      openDoorSeconds: '开门时长（秒）',
      serverAddress: '服务器地址',
      serverPort: '端口',
      heartbeatSeconds: '心跳间隔（秒）',
      longitude: '经度',
      latitude: '纬度',
    },
  },
};
