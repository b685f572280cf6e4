import type { PlaylistTexts } from './en';

export const playlistJa: PlaylistTexts = {
  playlist: {
    label: 'プレイリスト',
    fields: {
      playlistName: 'プレイリスト名',
      items: '再生順',
      screenNames: 'スクリーン',
      roundSeconds: '1周の時間(秒)',
    },
  },
  playlistPage: {
    help: 'プレイリストを設定した表示端末は、公開済みのスクリーンを順番に繰り返し、それぞれ設定した秒数だけ表示します。未公開のスクリーンはスキップされます。',
    empty: 'スクリーンがまだありません',
    screen: 'スクリーンを選択',
    unpublished: '{{name}}(未公開)',
    seconds: '秒',
    up: '上へ',
    down: '下へ',
    remove: '削除',
    add: 'スクリーンを追加',
    problems: {
      format: '再生順の形式が正しくありません',
      empty: 'スクリーンを1つ以上選択してください',
      tooMany: 'スクリーンは最大{{limit}}個です',
      seconds: '各スクリーンの表示時間は{{min}}〜{{max}}秒です',
      screen: 'すべての行でスクリーンを選択してください',
    },
  },
};
