import type { Translation } from '../../../app/i18n/locales/types';

export const logJa: Pick<Translation, 'operateLog' | 'fcComparerLog'> = {
  fcComparerLog: {
    label: '照合ログ',
    fields: {
      photoPath: '撮影写真',
      registerPhotoPath: '登録写真',
      personName: '照合人員',
      deviceName: 'デバイス名',
      score: '類似度(%)',
      threshold: '照合しきい値(%)',
      compareResult: '照合結果',
      recordTime: '照合日時',
    },
    options: { compareResult: { '1': '照合成功', '0': '照合失敗' } },
  },
  operateLog: {
    fields: {
      createTime: '操作日時',
      userName: '操作者',
      operateType: '操作種別',
      module: 'モジュール',
      targetName: '操作対象',
      changes: '変更内容',
    },
    modules: {
      customScreen: 'カスタム画面',
      screenConfig: 'データ画面設定',
      project: 'プロジェクト情報',
      ledProgram: 'LEDプログラム',
      attendanceRule: '勤怠ルール',
      companyAgreement: '企業協定パラメータ',
      specialWorkerType: '特殊作業職種',
      projectCompany: '参加企業',
      agreement: '政企協定',
    },
    stateFields: {
      programName: 'プログラム名',
      screenIds: '表示スクリーン',
      sends: '送信結果',
      screenName: '名称',
      published: '公開済み',
      draftChanged: '未公開の変更あり',
      publishTime: '公開日時',
      remark: '備考',
      projectName: 'プロジェクト名',
    },
    export: 'エクスポート',
    empty: '操作ログはありません',
    noChanges: '変更された項目はありません',
  },
};
