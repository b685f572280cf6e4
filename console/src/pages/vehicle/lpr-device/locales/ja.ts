import type { Translation } from '../../../../app/i18n/locales/types';

export const lprDeviceJa: Pick<Translation, 'lprDevice' | 'lprDevicePage'> = {
  lprDevice: {
    label: 'ナンバー認識カメラ',
    fields: {
      deviceName: 'デバイス名',
      deviceSn: 'シリアル番号',
      direction: '入出方向',
      ip: 'IPアドレス',
      deviceStatus: '状態',
      lastOnlineTime: '最終オンライン',
    },
    options: {
      direction: { 1: '入口', 2: '出口' },
      deviceStatus: { 1: 'オンライン', 0: 'オフライン' },
    },
  },
  lprDevicePage: {
    never: '未接続',
    actions: {
      menu: 'デバイス操作',
      connection: '接続',
      refreshStatus: '状態を更新',
      restart: '再起動',
      cutOff: '接続を切断',
      video: 'ライブ映像',
      password: 'パスワード変更',
    },
    confirm: {
      restart: '「{{name}}」を再起動しますか？起動中はオフラインで、車両を認識しません。',
      cutOff: '「{{name}}」の接続を切断しますか？再接続するまでオフラインで、車両を認識しません。',
    },
    sending: '「{{name}}」の応答を待っています…',
    done: {
      connection: '「{{name}}」が接続され、オンラインです',
      refreshStatus: '「{{name}}」はオンラインです（最終オンライン {{time}}）',
      restart: '「{{name}}」が再起動し、オンラインに戻りました',
      cutOff: '「{{name}}」の接続を切断しました',
      password: '「{{name}}」のパスワードを変更しました',
    },
    video: {
      title: 'ライブ映像 - {{name}}',
      loading: '映像のアドレスを取得しています…',
      failed: '映像が途切れました。閉じて再度お試しください',
    },
    password: {
      title: 'デバイスのパスワード変更 - {{name}}',
      oldPassword: '現在のパスワード',
      newPassword: '新しいパスワード',
      confirmPassword: '新しいパスワード（確認）',
      hint: '英字と数字を含む8〜16文字',
      send: 'デバイスに送信',
      problems: {
        oldRequired: '現在のパスワードを入力してください',
        newRequired: '新しいパスワードを入力してください',
        rule: 'パスワードは英字と数字を含む8〜16文字にしてください',
        same: '新しいパスワードは現在のものと異なる必要があります',
        confirmRequired: '新しいパスワードをもう一度入力してください',
        mismatch: '2つのパスワードが一致しません',
      },
    },
  },
};
