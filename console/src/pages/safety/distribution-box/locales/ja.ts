import type { Translation } from '../../../../app/i18n/locales/types';

export const distributionBoxJa: Pick<Translation, 'aepDevice' | 'aepRealtimeLog' | 'distributionBox'> = {
  aepDevice: {
    label: '分電盤',
    fields: { deviceName: 'デバイス名', areaName: '設置エリア', deviceStatus: '状態', lastTime: '最終受信' },
    options: { deviceStatus: { 1: 'オンライン', 0: 'オフライン' } },
  },
  aepRealtimeLog: {
    label: '分電盤リアルタイムログ',
    fields: {
      deviceName: 'デバイス名',
      electricity: '電力量(kWh)',
      leakageElectricity: '漏れ電流(mA)',
      temperature: '温度(°C)',
      currentA: 'A相電流(A)',
      currentB: 'B相電流(A)',
      currentC: 'C相電流(A)',
      voltageA: 'A相電圧(V)',
      voltageB: 'B相電圧(V)',
      voltageC: 'C相電圧(V)',
      warnType: 'アラーム',
      recordedAt: '計測日時',
    },
    options: {
      warnType: {
        normal: '正常',
        temperature: '温度超過',
        overcurrent: '過電流',
        voltageLoss: '停電',
        lowVoltage: '電圧低下',
        highVoltage: '過電圧',
      },
    },
  },
  distributionBox: {
    tabs: { devices: 'デバイス管理', logs: 'リアルタイムログ', electricity: '電力量統計' },
    actions: { detail: '詳細', param: 'パラメータ設定' },
    close: '閉じる',
    detail: {
      readAt: '計測日時',
      realtime: 'リアルタイム値',
      noReading: 'データがありません',
      limits: '運転パラメータ',
    },
    param: {
      title: 'パラメータ設定 - {{name}}',
      fields: {
        ratedCurrent: '定格電流',
        maxTemperature: '最高温度',
        lowVoltage: '不足電圧値',
        highVoltage: '過電圧値',
        maxLeakageElectricity: '最大漏れ電流',
      },
      problems: {
        required: '{{label}}を入力してください',
        range: '{{label}}は{{min}}から{{max}}の間で入力してください',
        decimal: '{{label}}は小数点以下1桁までです',
        order: '不足電圧値は過電圧値より小さくしてください',
      },
      send: '分電盤に送信',
      sent: 'パラメータを送信しました。分電盤の応答を待っています',
      latest: '最新の送信',
      never: 'まだパラメータを送信していません',
      sentAt: '{{time}} に送信',
      statuses: { PENDING: '分電盤の応答待ち', ACKNOWLEDGED: '分電盤が確認済み', REFUSED: '分電盤が拒否' },
    },
    electricity: {
      byDay: '日別',
      byMonth: '月別',
      day: '日付',
      month: '月',
      allBoxes: 'すべての分電盤',
      kwh: '電力量(kWh)',
      total: '合計 {{value}} kWh',
    },
  },
};
