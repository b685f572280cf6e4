import type { Translation } from '../../../../app/i18n/locales/types';

export const wechatAppJa: Pick<Translation, 'wxManager' | 'wechatApp'> = {
  wxManager: {
    label: '連携済み管理者',
    fields: {
      managerName: '氏名',
      managerPhone: '携帯電話',
      wxNickName: 'WeChatニックネーム',
      bindTime: '連携日時',
    },
  },
  wechatApp: {
    bindCode: 'ミニプログラム連携コード',
    bindCodeName: '管理者連携コード',
    bindHint:
      'プロジェクト管理者がWeChatミニプログラムでこのコードを読み取りログインすると、このプロジェクトに連携され、アプリで通知やデータを受け取れます。',
    unbind: '連携解除',
    confirmUnbind: '{{name}}のミニプログラム連携を解除しますか？',
    unbound: '連携を解除しました',
  },
};
