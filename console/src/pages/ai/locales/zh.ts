import {
  AI_ALARM_TYPES,
  AI_BOX_ALARM_RESOURCE,
  AI_BOX_RESOURCE,
  AI_CAMERA_HOUR_RECORD_RESOURCE,
  AI_CAMERA_OUT_IN_RESOURCE,
  AI_CAMERA_PERSON_RECORD_RESOURCE,
  AI_CAMERA_RESOURCE,
  AI_CAMERA_STRANGER_RESOURCE,
  AI_CAMERA_SYNC_STATUSES,
  AI_DEVICE_STATUSES,
  AI_DIRECTIONS,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

const deviceStatus = optionLabels(AI_DEVICE_STATUSES);
const direction = optionLabels(AI_DIRECTIONS);

/** Chinese texts of /ai: the lists' labels and choices come from their declarations. */
export const aiZh = {
  aiBox: {
    label: AI_BOX_RESOURCE.label,
    fields: fieldLabels(AI_BOX_RESOURCE),
    options: { deviceStatus },
  },
  aiBoxAlarm: {
    label: AI_BOX_ALARM_RESOURCE.label,
    fields: fieldLabels(AI_BOX_ALARM_RESOURCE),
    options: { alarmType: optionLabels(AI_ALARM_TYPES) },
  },
  aiCamera: {
    label: AI_CAMERA_RESOURCE.label,
    fields: fieldLabels(AI_CAMERA_RESOURCE),
    options: { deviceStatus, syncStatus: optionLabels(AI_CAMERA_SYNC_STATUSES) },
  },
  aiCameraPersonRecord: {
    label: AI_CAMERA_PERSON_RECORD_RESOURCE.label,
    fields: fieldLabels(AI_CAMERA_PERSON_RECORD_RESOURCE),
    options: { direction },
  },
  aiCameraStranger: {
    label: AI_CAMERA_STRANGER_RESOURCE.label,
    fields: fieldLabels(AI_CAMERA_STRANGER_RESOURCE),
    options: { direction },
  },
  aiCameraHourRecord: {
    label: AI_CAMERA_HOUR_RECORD_RESOURCE.label,
    fields: fieldLabels(AI_CAMERA_HOUR_RECORD_RESOURCE),
  },
  aiCameraOutIn: {
    label: AI_CAMERA_OUT_IN_RESOURCE.label,
    fields: fieldLabels(AI_CAMERA_OUT_IN_RESOURCE),
  },
  ai: {
    tabs: {
      boxes: 'AI盒子',
      alarms: '报警记录',
      cameras: 'AI摄像机',
      person: '人员识别记录',
      stranger: '陌生人记录',
      hour: '小时记录',
      outIn: '进出记录',
    },
    bind: {
      open: '绑定摄像头',
      title: '{{name}} 绑定的摄像头',
      saved: '绑定已保存',
      camera: '摄像头',
      status: '在线状态',
      box: '所属盒子',
      elsewhere: '已绑定 {{name}}，勾选后改绑到本盒子',
    },
    live: { open: '实时画面', title: '{{name}} 实时画面' },
    sync: { start: '同步人脸', started: '已开始向 {{name}} 同步人脸' },
    traffic: {
      byHour: '按小时',
      byDay: '按天',
      hourTitle: '当日各小时人流量',
      dayTitle: '每日人流量',
      in: '进入人次',
      out: '离开人次',
      stranger: '陌生人次',
      hour: '时段',
      day: '日期',
      total: '合计',
    },
  },
};
