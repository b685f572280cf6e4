import type { DisplayTexts } from './en';

export const displayJa: DisplayTexts = {
  display: {
    label: '表示端末',
    fields: {
      pairCode: 'ペアリングコード',
      displayName: '端末名',
      screenId: '再生するスクリーン',
      playlistId: '再生するプレイリスト',
      scaleMode: '拡大縮小',
      online: 'オンライン状態',
      lastSeenTime: '最終オンライン',
      playingName: '再生中',
      resolution: '解像度',
      playerVersion: 'プレーヤーのバージョン',
      heapMb: 'メモリ(MB)',
      errorCount: 'エラー数',
    },
    options: {
      scaleMode: { fit: '比率を保って収める', stretch: '引き伸ばして全面に表示', width: '幅に合わせる' },
      online: { 1: 'オンライン', 0: 'オフライン' },
    },
  },
  displayPage: {
    help: '表示端末のブラウザーで {{url}} をパラメーターなしで開くと、ペアリングコードが表示されます。「{{add}}」をクリックしてそのコードを入力すると登録できます。',
    commands: { reload: '再読み込み', identify: '識別' },
    sent: {
      reload: '「{{name}}」に再読み込みを指示しました',
      identify: '「{{name}}」に名前の表示を指示しました',
    },
  },
};
