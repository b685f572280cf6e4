import type { Translation } from '../../../app/i18n/locales/types';

export const devJa: Pick<Translation, 'dev'> = {
  dev: {
    icons: {
      title: 'アイコン',
      search: '名前でアイコンを検索',
      count: 'アイコン {{count}} 個。クリックで名前をコピー',
      copied: '{{name}} をコピーしました',
      copyFailed: 'コピーできませんでした。手動でコピーしてください：{{name}}',
      none: '一致するアイコンがありません',
    },
    errors: {
      title: 'エラーページ',
      intro:
        '各エラーページを開くか、未処理のエラーを発生させます（エラーログが有効な環境では記録されます）。',
      page401: '401 権限なし',
      page404: '404 ページが見つかりません',
      page500: '500 サーバーエラー',
      throwError: '未処理のエラーを発生させる',
      rejectPromise: '未処理の Promise 拒否を発生させる',
      thrown: 'エラーページのデモで発生させたエラー',
      openLog: 'エラーログを開く',
    },
    errorLog: {
      title: 'エラーログ',
      disabled: 'この環境ではエラーログが無効です（config.json に "errorLog": true を設定）。',
      empty: '未処理のエラーはありません',
      clear: 'クリア',
      time: '日時',
      message: 'エラー内容',
      stack: 'スタック',
      url: 'ページのアドレス',
    },
    clipboard: {
      title: 'クリップボードにコピー',
      label: 'コピーするテキスト',
      placeholder: 'コピーするテキストを入力',
      copy: 'コピー',
      copied: 'コピーしました',
      failed: 'コピーできませんでした：ブラウザがクリップボードへのアクセスを拒否しました',
      empty: 'コピーするテキストを入力してください',
    },
  },
};
