import type { Translation } from '../../../app/i18n/locales/types';

/** The texts of /ai each language gives. */
export type AiTexts = Pick<
  Translation,
  | 'aiBox'
  | 'aiBoxAlarm'
  | 'aiCamera'
  | 'aiCameraPersonRecord'
  | 'aiCameraStranger'
  | 'aiCameraHourRecord'
  | 'aiCameraOutIn'
  | 'ai'
>;

const deviceStatus = { 1: 'Online', 0: 'Offline' };
const direction = { 1: 'In', 2: 'Out' };

export const aiEn: AiTexts = {
  aiBox: {
    label: 'AI box',
    fields: {
      boxName: 'Box name',
      serialNo: 'Serial number',
      ipAddress: 'IP address',
      deviceStatus: 'Status',
      cameraCount: 'Bound cameras',
    },
    options: { deviceStatus },
  },
  aiBoxAlarm: {
    label: 'AI alarm',
    fields: {
      boxName: 'Box name',
      deviceName: 'Camera',
      alarmType: 'Alarm type',
      snapshotPath: 'Snapshot',
      alarmTime: 'Alarm time',
    },
    options: {
      alarmType: {
        helmet: 'No safety helmet',
        vest: 'No reflective vest',
        smoke: 'Smoking',
        intrusion: 'Area intrusion',
        fire: 'Smoke or fire',
      },
    },
  },
  aiCamera: {
    label: 'AI camera',
    fields: {
      cameraName: 'Camera name',
      serialNo: 'Serial number',
      ipAddress: 'IP address',
      deviceStatus: 'Status',
      syncStatus: 'Face sync',
      syncDone: 'Faces synced',
      syncTotal: 'Faces to sync',
      syncTime: 'Sync finished',
    },
    options: { deviceStatus, syncStatus: { 0: 'Not synced', 1: 'Syncing', 2: 'Synced' } },
  },
  aiCameraPersonRecord: {
    label: 'AI recognition',
    fields: {
      personName: 'Name',
      cameraName: 'Camera',
      direction: 'Direction',
      photoPath: 'Snapshot',
      recordTime: 'Recognised at',
    },
    options: { direction },
  },
  aiCameraStranger: {
    label: 'AI stranger record',
    fields: {
      cameraName: 'Camera',
      direction: 'Direction',
      photoPath: 'Snapshot',
      recordTime: 'Recognised at',
    },
    options: { direction },
  },
  aiCameraHourRecord: {
    label: 'AI hourly record',
    fields: {
      cameraName: 'Camera',
      recordHour: 'Hour',
      inCount: 'Entries',
      outCount: 'Exits',
      strangerCount: 'Strangers',
    },
  },
  aiCameraOutIn: {
    label: 'AI in/out record',
    fields: {
      personName: 'Name',
      recordDate: 'Date',
      firstIn: 'First in',
      lastOut: 'Last out',
      passCount: 'Passages',
    },
  },
  ai: {
    tabs: {
      boxes: 'AI boxes',
      alarms: 'Alarms',
      cameras: 'AI cameras',
      person: 'Recognitions',
      stranger: 'Strangers',
      hour: 'Hourly records',
      outIn: 'In/out records',
    },
    bind: {
      open: 'Bind cameras',
      title: 'Cameras of {{name}}',
      saved: 'Bindings saved',
      camera: 'Camera',
      status: 'Status',
      box: 'Box',
      elsewhere: 'On {{name}}; tick to move it to this box',
    },
    live: { open: 'Live view', title: '{{name}} live' },
    sync: { start: 'Sync faces', started: 'Face sync to {{name}} started' },
    traffic: {
      byHour: 'By hour',
      byDay: 'By day',
      hourTitle: 'People flow per hour',
      dayTitle: 'People flow per day',
      in: 'Entries',
      out: 'Exits',
      stranger: 'Strangers',
      hour: 'Hour',
      day: 'Date',
      total: 'Total',
    },
  },
};
