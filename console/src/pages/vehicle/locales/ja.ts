import type { Translation } from '../../../app/i18n/locales/types';

type VehicleTexts = Pick<Translation, 'lprWhiteList' | 'vehicle'>;

export const vehicleJa: VehicleTexts = {
  lprWhiteList: {
    label: 'ホワイトリスト車両',
    fields: {
      licensePlate: 'ナンバー',
      wtype: 'ホワイトリスト種別',
      color: 'ナンバーの色',
      carType: '車種',
      mcName: '所属車両隊',
      effectTime: '有効開始',
      expirationTime: '有効期限',
      equipmentName: '配信先デバイス',
      status: '状態',
      remark: '備考',
    },
    options: {
      wtype: { 1: '長期', 2: '一時' },
      color: { 1: '青', 2: '黄', 3: '緑', 4: '白', 5: '黒' },
      carType: {
        0: 'その他',
        1: '乗用車',
        2: 'ピックアップ',
        3: '貨物車',
        4: 'トラック',
        5: 'ミキサー車',
        6: 'ダンプカー',
      },
      status: { 1: '有効', 0: '無効' },
    },
  },
  vehicle: {
    expiryBeforeEffect: '有効期限は有効開始より後にしてください',
    expiry: { expired: '期限切れ', expiring: 'まもなく期限切れ', valid: '有効' },
    rule: {
      open: 'ホワイトリストルール',
      title: 'ホワイトリストルール',
      strangerPass: '未登録車両を通過させる',
      strangerPassHint: 'オンにすると、未登録の車両にもゲートが開き、不明車両として記録されます',
      expireRemindDays: '期限通知日数',
      expireRemindDaysHint: '期限がこの日数以内のエントリを「まもなく期限切れ」と表示します',
      expireRemindDaysRequired: '通知日数を入力してください',
    },
  },
};
