import type { Translation } from '../../i18n/locales/types';

export const answersJa: Translation['answers'] = {
  done: '完了しました',
  saved: '保存しました',
  added: '追加しました',
  updated: '変更を保存しました',
  deleted: '削除しました',
  published: '公開しました',
  revoked: '取り消しました',
  unbound: '連携を解除しました',
  approved: '審査結果を保存しました',
  allotted: '割り当てました',
  exportQueued: 'エクスポートを開始しました。タスクセンターからダウンロードしてください',
  passwordChanged: 'パスワードを変更しました',
  loggedIn: 'ログインしました',
  loggedOut: 'ログアウトしました',
  switched: '切り替えました',
  connected: '接続しました',
  pulled: '取得しました',
  exited: '退場を報告しました',
  locked: 'ロックしました',
  unlocked: 'ロックを解除しました',
};
