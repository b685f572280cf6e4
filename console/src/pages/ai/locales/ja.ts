import type { AiTexts } from './en';

const deviceStatus = { 1: 'オンライン', 0: 'オフライン' };
const direction = { 1: '入場', 2: '退場' };

export const aiJa: AiTexts = {
  aiBox: {
    label: 'AIボックス',
    fields: {
      boxName: 'ボックス名',
      serialNo: 'シリアル番号',
      ipAddress: 'IPアドレス',
      deviceStatus: '状態',
      cameraCount: '連携カメラ数',
    },
    options: { deviceStatus },
  },
  aiBoxAlarm: {
    label: 'AIアラーム',
    fields: {
      boxName: 'ボックス名',
      deviceName: 'カメラ',
      alarmType: 'アラーム種別',
      snapshotPath: 'スナップショット',
      alarmTime: 'アラーム日時',
    },
    options: {
      alarmType: {
        helmet: 'ヘルメット未着用',
        vest: '反射ベスト未着用',
        smoke: '喫煙',
        intrusion: 'エリア侵入',
        fire: '煙・火災',
      },
    },
  },
  aiCamera: {
    label: 'AIカメラ',
    fields: {
      cameraName: 'カメラ名',
      serialNo: 'シリアル番号',
      ipAddress: 'IPアドレス',
      deviceStatus: '状態',
      syncStatus: '顔データ同期',
      syncDone: '同期済み人数',
      syncTotal: '同期対象人数',
      syncTime: '同期完了日時',
    },
    options: { deviceStatus, syncStatus: { 0: '未同期', 1: '同期中', 2: '同期済み' } },
  },
  aiCameraPersonRecord: {
    label: 'AI認識記録',
    fields: {
      personName: '氏名',
      cameraName: 'カメラ',
      direction: '方向',
      photoPath: 'スナップショット',
      recordTime: '認識日時',
    },
    options: { direction },
  },
  aiCameraStranger: {
    label: 'AI不審者記録',
    fields: {
      cameraName: 'カメラ',
      direction: '方向',
      photoPath: 'スナップショット',
      recordTime: '認識日時',
    },
    options: { direction },
  },
  aiCameraHourRecord: {
    label: 'AI時間別記録',
    fields: {
      cameraName: 'カメラ',
      recordHour: '時間帯',
      inCount: '入場人数',
      outCount: '退場人数',
      strangerCount: '不審者数',
    },
  },
  aiCameraOutIn: {
    label: 'AI入退場記録',
    fields: {
      personName: '氏名',
      recordDate: '日付',
      firstIn: '最初の入場',
      lastOut: '最後の退場',
      passCount: '通行回数',
    },
  },
  ai: {
    tabs: {
      boxes: 'AIボックス',
      alarms: 'アラーム記録',
      cameras: 'AIカメラ',
      person: '認識記録',
      stranger: '不審者記録',
      hour: '時間別記録',
      outIn: '入退場記録',
    },
    bind: {
      open: 'カメラ連携',
      title: '{{name}} の連携カメラ',
      saved: '連携を保存しました',
      camera: 'カメラ',
      status: '状態',
      box: 'ボックス',
      elsewhere: '{{name}} に連携中。チェックするとこのボックスに移します',
    },
    live: { open: 'ライブ映像', title: '{{name}} のライブ映像' },
    sync: { start: '顔データ同期', started: '{{name}} への顔データ同期を開始しました' },
    traffic: {
      byHour: '時間別',
      byDay: '日別',
      hourTitle: '時間別の人の流れ',
      dayTitle: '日別の人の流れ',
      in: '入場人数',
      out: '退場人数',
      stranger: '不審者数',
      hour: '時間帯',
      day: '日付',
      total: '合計',
    },
  },
};
