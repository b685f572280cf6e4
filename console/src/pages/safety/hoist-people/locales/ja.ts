import type { Translation } from '../../../../app/i18n/locales/types';

/** The fields every cab face device has, whichever crane or lift it is bound to. */
const cabDevice = {
  deviceName: 'デバイス名',
  deviceSn: 'シリアル番号',
  deviceStatus: '状態',
  lastOnlineTime: '最終接続',
  syncedCount: '同期済み',
  pendingCount: '同期待ち',
  failedCount: '同期失敗',
  model: '型番',
  ip: 'IPアドレス',
  firmwareVersion: 'ファームウェア',
};

/** The fields every driver has, whichever kind he drives. */
const driver = {
  personId: '人員',
  personName: '氏名',
  idcardNumber: '身分証番号',
  certificateNo: '特殊作業操作証番号',
  certificateStartDate: '交付日',
  certificateEndDate: '有効期限',
  expiryStatus: '証明書の状態',
};

const deviceStatus = { 1: 'オンライン', 0: 'オフライン' };
const expiryStatus = { EXPIRED: '期限切れ', EXPIRING: 'まもなく期限切れ', VALID: '有効' };

export const hoistPeopleJa: Pick<
  Translation,
  | 'hoistPeople'
  | 'craneFaceDevice'
  | 'liftFaceDevice'
  | 'craneDriver'
  | 'liftDriver'
  | 'craneWork'
  | 'liftWork'
> = {
  hoistPeople: {
    endBeforeStart: '証明書の有効期限は交付日より後にしてください',
    drivers: '運転者',
    noDriver: '運転者未割当',
  },
  craneFaceDevice: {
    label: 'クレーン運転室の顔認証デバイス',
    fields: { ...cabDevice, craneDeviceId: '紐付けクレーン', craneName: 'クレーン' },
    options: { deviceStatus },
  },
  liftFaceDevice: {
    label: 'リフトかごの顔認証デバイス',
    fields: { ...cabDevice, elevatorDeviceId: '紐付けリフト', elevatorName: 'リフト' },
    options: { deviceStatus },
  },
  craneDriver: {
    label: 'クレーン運転者',
    fields: { ...driver, craneDeviceId: '運転するクレーン', craneName: 'クレーン' },
    options: { expiryStatus },
  },
  liftDriver: {
    label: 'リフト運転者',
    fields: { ...driver, elevatorDeviceId: '運転するリフト', elevatorName: 'リフト' },
    options: { expiryStatus },
  },
  craneWork: {
    label: 'クレーン作業サイクル',
    fields: {
      deviceName: 'クレーン',
      personName: '運転者',
      startTime: '開始時刻',
      endTime: '終了時刻',
      startRange: '吊り上げ半径(m)',
      endRange: '吊り下ろし半径(m)',
      maxWeight: '最大荷重(t)',
      maxMoment: '最大モーメント(%)',
      maxHeight: '最大高さ(m)',
    },
  },
  liftWork: {
    label: 'リフト作業サイクル',
    fields: {
      deviceName: 'リフト',
      personName: '運転者',
      startTime: '開始時刻',
      endTime: '終了時刻',
      startFloor: '出発階',
      endFloor: '到着階',
      maxWeight: '最大積載(t)',
      maxPeople: '最大人数',
      maxHeight: '最大高さ(m)',
    },
  },
};
