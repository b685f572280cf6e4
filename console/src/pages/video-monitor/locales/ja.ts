import type { Translation } from '../../../app/i18n/locales/types';

export const monitorJa: Pick<Translation, 'monitorDevice' | 'monitor'> = {
  monitorDevice: {
    label: '映像機器',
    fields: {
      deviceName: '機器名',
      deviceType: '機器種別',
      deviceStatus: '状態',
      channelCount: 'チャンネル数',
    },
    options: {
      deviceType: { IPC: 'ネットワークカメラ', NVR: 'ビデオレコーダー' },
      deviceStatus: { 1: 'オンライン', 0: 'オフライン' },
    },
  },
  monitor: {
    wall: {
      title: 'ライブ映像',
      reset: 'プロジェクトのカメラを表示',
      hint: '映像をクリックするとカメラコンソールが開きます',
    },
    channel: {
      manage: 'チャンネル',
      title: '{{name}} のチャンネル',
      add: 'チャンネル追加',
      rename: '名前変更',
      remove: '削除',
      play: '再生',
      playAll: 'すべて再生',
      channelId: 'チャンネル番号',
      channelName: 'チャンネル名',
      actions: '操作',
      empty: 'チャンネルがありません',
      saved: '保存しました',
      removed: '削除しました',
      confirmRemove: 'チャンネル {{name}} を削除しますか？',
      nameRequired: 'チャンネル名を入力してください',
      nameTooLong: 'チャンネル名は{{max}}文字以内です',
    },
  },
};
