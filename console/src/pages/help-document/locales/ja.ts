import type { Translation } from '../../../app/i18n/locales/types';

export const helpAdminJa: Pick<Translation, 'helpAdmin'> = {
  helpAdmin: {
    addFolder: 'フォルダを作成',
    addDocument: 'ドキュメントを作成',
    addInside: 'このフォルダにドキュメントを作成',
    addFolderInside: 'このフォルダにフォルダを作成',
    edit: '編集',
    up: '上へ',
    down: '下へ',
    delete: '削除',
    confirmDelete: '「{{name}}」を削除しますか？',
    confirmDeleteFolder: 'フォルダ「{{name}}」とその中身をすべて削除しますか？',
    editFolder: 'フォルダを編集',
    editDocument: 'ドキュメントを編集',
    name: '名前',
    source: '内容（Markdown）',
    sourceHint: 'Markdown と HTML が使えます。スクリプト、イベント、javascript: リンクは実行されません。',
    preview: 'プレビュー',
    save: '保存',
    cancel: 'キャンセル',
    problems: {
      name: '名前を入力してください',
      nameLength: '名前は50文字以内にしてください',
      notFound: 'ドキュメントが存在しません',
      parentNotFolder: 'フォルダの中にのみ追加できます',
      edge: 'すでに先頭または末尾です',
    },
  },
};
