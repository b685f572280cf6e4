import type { ImportPreviewTexts } from './types';

export const importPreviewJa: ImportPreviewTexts = {
  title: 'インポート',
  templateHint: 'まずテンプレートをダウンロードし、見出し行に従って入力してからファイルを選択してください。',
  byName: '{{fields}}は名称で入力してください。',
  byNameOrValue: '{{fields}}は名称または値で入力できます。',
  downloadTemplate: 'テンプレートをダウンロード',
  chooseFile: 'ファイルを選択',
  chooseAnother: '別のファイルを選択',
  chosen: '選択済み：{{name}}',
  notXlsx: '.xlsx 形式の Excel ファイルを選択してください',
  reading: 'ファイルを読み込んでいます…',
  unreadable: 'ファイルを読み込めません。.xlsx 形式の Excel ファイルか確認してください',
  emptySheet: 'ファイルにデータ行がありません',
  summary: '全 {{total}} 行：正常 {{good}} 行、エラー {{bad}} 行',
  unknownColumns: '認識できない列（無視されます）：{{columns}}',
  missingRequiredColumns:
    '必須列が不足しています：{{columns}}。サーバーはファイル全体を拒否します。テンプレートどおりに列を追加してください',
  missingColumns: '不足している列（空欄として扱います）：{{columns}}',
  duplicatedColumns: '重複した列（最初の列のみ読み込みます）：{{columns}}',
  onlyBad: 'エラー行のみ表示',
  rowNumber: '行',
  problems: '問題',
  rowGood: '正常',
  badRowsHint:
    '一部の行にエラーがあります。ファイルを修正して選び直すか、このままアップロードしてください。サーバーが行ごとに処理し、失敗した行はタスク詳細に記録されます。',
  upload: 'アップロード',
  uploadAnyway: 'このままアップロード',
  uploadFailed: 'アップロードに失敗しました。再試行するか別のファイルを選択してください',
  uploaded: 'アップロードしました',
  uploadedHint:
    'インポートはバックグラウンドで実行されます。進捗と各行の結果はタスクセンターで確認できます。',
  openTaskCentre: 'タスクセンターを開く',
  close: '閉じる',
  rules: {
    duplicateInFile: '{{label}}が{{row}}行目と重複しています',
    numberTooLong: '{{label}}の数値が長すぎて桁が失われています。列を文字列形式にして入力し直してください',
  },
};
