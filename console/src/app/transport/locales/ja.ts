import type { Translation } from '../../i18n/locales/types';

export const transportJa: Translation['transport'] = {
  offline: 'サーバーに接続できません。ネットワークを確認してから再試行してください',
  timeout: 'サーバーの応答がタイムアウトしました。しばらくしてから再試行してください',
  status: 'サーバーでエラーが発生しました（HTTP {{status}}）。しばらくしてから再試行してください',
};
