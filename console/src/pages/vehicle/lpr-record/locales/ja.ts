import type { Translation } from '../../../../app/i18n/locales/types';

type LprRecordTexts = Pick<
  Translation,
  'lprAccessRecord' | 'lprThroughRecord' | 'lprStrangeRecord' | 'lprThroughStatistics' | 'lprRecord'
>;

const plateColor = { 1: '青', 2: '黄', 3: '緑', 4: '白', 5: '黒' };
const vehicleType = {
  0: 'その他',
  1: '乗用車',
  2: 'ピックアップ',
  3: '小型トラック',
  4: 'トラック',
  5: 'ミキサー車',
  6: 'ダンプカー',
};
const direction = { 1: '入場', 2: '退場' };
const passage = {
  photoUrl: '写真',
  licensePlate: 'ナンバー',
  plateColor: 'ナンバーの色',
  vehicleType: '車種',
};
const seen = {
  direction: '方向',
  deviceName: '認識カメラ',
  recognitionTime: '認識時刻',
};

export const lprRecordJa: LprRecordTexts = {
  lprAccessRecord: {
    label: '車両入退場記録',
    fields: { ...passage, mcName: '所属車隊', ...seen },
    options: { plateColor, vehicleType, direction },
  },
  lprThroughRecord: {
    label: '車両通行記録',
    fields: {
      ...passage,
      mcName: '所属車隊',
      inTime: '入場時刻',
      inDeviceName: '入場カメラ',
      outTime: '退場時刻',
      outDeviceName: '退場カメラ',
      stayMinutes: '滞在時間(分)',
    },
    options: { plateColor, vehicleType },
  },
  lprStrangeRecord: {
    label: '未登録車両記録',
    fields: { ...passage, ...seen },
    options: { plateColor, vehicleType, direction },
  },
  lprThroughStatistics: {
    label: '車両通行統計',
    fields: {
      statDate: '日付',
      plateColor: 'ナンバーの色',
      inCount: '入場台数',
      outCount: '退場台数',
      totalCount: '通行台数',
      vehicleCount: '車両数',
    },
    options: { plateColor },
  },
  lprRecord: {
    tabs: {
      statistics: '通行統計',
      access: '入退場記録',
      through: '通行記録',
      stranger: '未登録車両',
    },
    chart: { in: '入場台数', out: '退場台数' },
  },
};
