import { importPreviewJa } from '../../../import-preview/locales/ja';
import { aiJa } from '../../../pages/ai/locales/ja';
import { screenPageJa } from '../../../pages/custom-screen-page/locales/ja';
import { devJa } from '../../../pages/dev/locales/ja';
import { displayJa } from '../../../pages/display/locales/ja';
import { educateJa } from '../../../pages/educate/locales/ja';
import { zqxyJa } from '../../../pages/enterprise-agreement/locales/ja';
import { epidemicJa } from '../../../pages/epidemic-control/locales/ja';
import { helpAdminJa } from '../../../pages/help-document/locales/ja';
import { ledJa } from '../../../pages/led/locales/ja';
import { logJa } from '../../../pages/log/locales/ja';
import { contractorJa } from '../../../pages/manage/contractor/locales/ja';
import { districtJa } from '../../../pages/manage/district/locales/ja';
import { projectInfoJa } from '../../../pages/manage/project-info/locales/ja';
import { ruleSettingJa } from '../../../pages/manage/rule-setting/locales/ja';
import { teamJa } from '../../../pages/manage/team/locales/ja';
import { wechatAppJa } from '../../../pages/manage/wechat-app/locales/ja';
import { workTypeJa } from '../../../pages/manage/work-type/locales/ja';
import { playlistJa } from '../../../pages/playlist/locales/ja';
import { faceDeviceJa } from '../../../pages/real-name/face-device/locales/ja';
import { identifyRecordJa } from '../../../pages/real-name/identify-record/locales/ja';
import { realNameJa } from '../../../pages/real-name/locales/ja';
import { salaryJa } from '../../../pages/real-name/salary/locales/ja';
import { attendanceStatsJa } from '../../../pages/real-name/statistics/locales/ja';
import { distributionBoxJa } from '../../../pages/safety/distribution-box/locales/ja';
import { dustNoiseJa } from '../../../pages/safety/dust-noise/locales/ja';
import { hoistJa } from '../../../pages/safety/hoist/locales/ja';
import { hoistPeopleJa } from '../../../pages/safety/hoist-people/locales/ja';
import { fleetJa } from '../../../pages/vehicle/fleet/locales/ja';
import { vehicleJa } from '../../../pages/vehicle/locales/ja';
import { lprDeviceJa } from '../../../pages/vehicle/lpr-device/locales/ja';
import { lprRecordJa } from '../../../pages/vehicle/lpr-record/locales/ja';
import { monitorJa } from '../../../pages/video-monitor/locales/ja';
import { resourceJa } from '../../../resource/locales/ja';
import { jaDesigner } from './designer/ja';
import { jaShell } from './shell/ja';
import type { Translation } from './types';

export const ja: Translation = {
  ...jaDesigner,
  resource: resourceJa,
  ...projectInfoJa,
  ...ruleSettingJa,
  ...wechatAppJa,
  ...contractorJa,
  ...teamJa,
  ...workTypeJa,
  ...districtJa,
  ...realNameJa,
  ...faceDeviceJa,
  ...dustNoiseJa,
  ...distributionBoxJa,
  ...monitorJa,
  ...educateJa,
  ...devJa,
  ...screenPageJa,
  ...zqxyJa,
  ...helpAdminJa,
  ...ledJa,
  ...salaryJa,
  ...identifyRecordJa,
  ...hoistJa,
  ...hoistPeopleJa,
  ...logJa,
  ...epidemicJa,
  ...vehicleJa,
  ...aiJa,
  ...displayJa,
  ...playlistJa,
  ...lprDeviceJa,
  ...fleetJa,
  ...lprRecordJa,
  ...attendanceStatsJa,
  ...jaShell,
  noProject: {
    title: 'アカウントに有効なプロジェクトがありません！',
    hint: '管理者にプロジェクトの割り当てを依頼し、再度ログインしてください。',
  },
  error: {
    title404: 'ページが見つかりません',
    text404: 'お探しのページは存在しないか、削除されました。',
    title500: 'サーバーでエラーが発生しました',
    text500: 'サービスは現在利用できません。しばらくしてから再度お試しください。',
    waiting500: 'サービスが復旧すると自動的にホームへ戻ります。',
    waiting500Back: 'サービスが復旧すると自動的に元のページへ戻ります。',
    recovered: 'サービスが復旧しました',
    title401: 'アクセス権がありません',
    text401: 'このページを開く権限がありません。',
  },
  noPermission: {
    title: '権限なし',
    text: 'このプロジェクトではアカウントにメニュー権限がありません。管理者に権限を依頼するか、上部で別のプロジェクトを選択してください。',
    stillNone: 'まだ権限がありません。管理者に付与を依頼してから再度お試しください',
  },
  importPreview: importPreviewJa,
  reportLog: {
    agreement: '協定',
    logType: '操作種別',
    sourceName: 'データ名',
    getResultStatus: '状態',
    resultMessage: '結果',
    createTime: '報告日時',
    empty: '報告ログがありません',
    statuses: { 0: '未取得', 1: '取得成功', 2: '取得失敗' },
    logTypes: {
      ADD_COMPANY: '企業追加',
      ADD_PROJECT: 'プロジェクト追加',
      UPDATE_PROJECT: 'プロジェクト更新',
      SAVE_PROJECT_COMPANY: '参加企業の追加・更新',
      SAVE_TEAM: '班の追加・更新',
      SAVE_WORKER: '作業員の追加・更新',
      SAVE_PROJECT_WORKER: 'プロジェクト作業員の追加・更新',
      WORKER_ENTRY_EXIT: '作業員の入退場',
      WORKER_ATTENDANCE: '作業員の勤怠',
      DEVICE_ACCESS: 'デバイス接続報告',
      CONTRACT: '労働契約',
      CERTIFICATE: '資格証明書',
      DUST_NOISE: '粉塵・騒音',
      CRANE_BASE: 'タワークレーン基本情報',
      CRANE_REALTIME: 'タワークレーンリアルタイムデータ',
      CRANE_WORK_CYCLE: 'タワークレーン作業サイクル',
      CRANE_ALARM: 'タワークレーン警報',
    },
  },
  help: {
    title: 'ヘルプドキュメント',
    searchPlaceholder: 'フォルダーまたはドキュメントを検索',
    noMatch: '一致するフォルダーまたはドキュメントはありません',
    chooseDocument: '左側でドキュメントを選択してください',
  },
  customScreen: {
    screenName: 'スクリーン名',
    screenNamePlaceholder: 'スクリーン名を入力してください',
    updateTime: '更新日時',
    publishTime: '公開日時',
    unpublished: '未公開',
    draftState: '下書き',
    draftChanged: '公開後に変更あり',
    actions: '操作',
    add: 'スクリーンを新規作成',
    rename: '名前を変更',
    copy: 'コピー',
    publish: '公開',
    preview: 'プレビュー',
    keys: '再生キー',
    delete: '削除',
    confirmDelete: 'このスクリーンを完全に削除します。続行しますか?',
    saved: '保存しました',
    copiedScreen: 'コピーしました',
    empty: 'スクリーンがありません',
    keysTitle: '再生キー - {{name}}',
    keyName: 'キー名',
    keyNamePlaceholder: 'キー名（任意）、例：ロビーの表示板',
    keyPrefix: 'キーの先頭',
    createTime: '作成日時',
    createKey: 'キーを新規作成',
    revoke: '取り消し',
    confirmRevoke: 'キー「{{name}}」を取り消すと、それを使う表示板は再生できなくなります。続行しますか?',
    noKeys: 'キーがありません',
    notPublishedHint: 'このスクリーンはまだ公開されていません。公開すると表示板で再生できます。',
    keyShownOnce: 'キーは今回しか表示されません。今すぐコピーしてください。',
    key: 'キー',
    wallLink: '再生アドレス',
    copyLink: 'アドレスをコピー',
    copied: 'コピーしました',
    copyUnavailable:
      'このブラウザではクリップボードを使えません。アドレスを選択して手動でコピーしてください。',
    openWall: '表示板を開く',
  },
  authRedirect: {
    waiting: 'ログイン情報を待っています…',
    invalid: 'ログイン情報が届きませんでした。再度ログインしてください。',
    toLogin: 'ログインへ',
  },
  avoidLogin: {
    signingIn: 'ログイン中…',
    failed: 'パスワード不要ログインに失敗しました。アカウントとパスワードでログインしてください。',
  },
  dataScreen: {
    edit: '編集',
    submit: '送信',
    backToAdmin: '管理画面へ戻る',
    remarkPlaceholder: '右の鉛筆で備考を追加',
    skies: {
      sunny: '晴れ',
      cloudy: '曇り',
      overcast: '本曇り',
      shower: 'にわか雨',
      thunderShower: '雷雨',
      lightRain: '小雨',
      moderateRain: '雨',
      heavyRain: '大雨',
      sleet: 'みぞれ',
      lightSnow: '小雪',
      moderateSnow: '雪',
      heavySnow: '大雪',
      fog: '霧',
      haze: '煙霧',
    },
    weekdays: {
      sun: '日曜日',
      mon: '月曜日',
      tue: '火曜日',
      wed: '水曜日',
      thu: '木曜日',
      fri: '金曜日',
      sat: '土曜日',
    },
  },
  map: {
    title: 'プロジェクト地図',
    overview: '全体表示',
    failed: '地図を読み込めませんでした',
    projectStatusName: '状態',
    projectTypeName: '種別',
    builderLicenseCode: '建築許可番号',
    regionName: '地域',
    address: '住所',
  },
};
