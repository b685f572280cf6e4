import type { Translation } from '../../../app/i18n/locales/types';

type EpidemicTexts = Pick<
  Translation,
  'eppPerson' | 'eppFaceRecord' | 'eppCertRecord' | 'eppQrCodeRecord' | 'epidemic'
>;

const person = { personName: '氏名', idcardNumber: '身分証番号', companyId: '所属企業', teamId: '班' };
const healthCode = { GREEN: 'グリーン', YELLOW: 'イエロー', RED: 'レッド' };
const nucleicTestResult = { NEGATIVE: '陰性', POSITIVE: '陽性', NONE: '記録なし' };
const nucleic = { nucleicTestTime: 'PCR検査日時', nucleicTestPointName: 'PCR検査場所' };

export const epidemicJa: EpidemicTexts = {
  eppPerson: {
    label: 'プロジェクト人員の健康情報',
    fields: {
      headPhotoPath: '顔写真',
      ...person,
      workerTypeName: '職種',
      personTemperature: '最新体温(℃)',
      temperatureTime: '測定日時',
      healthCode: '健康コード',
      healthCodeTime: 'コード確認日時',
      nucleicTestResult: 'PCR検査結果',
      ...nucleic,
    },
    options: { healthCode, nucleicTestResult },
  },
  eppFaceRecord: {
    label: '体温異常者',
    fields: {
      recordPhotoUrl: '認証写真',
      ...person,
      workerTypeName: '職種',
      personTemperature: '体温(℃)',
      entryExitType: '入退場区分',
      deviceName: 'デバイス名',
      ...nucleic,
      recordTime: '認証日時',
    },
    options: { entryExitType: { '1': '入場', '2': '退場' } },
  },
  eppCertRecord: {
    label: '身分証認証記録',
    fields: {
      cardPhotoPath: '証明書写真',
      sitePhotoPath: '現場写真',
      personName: '氏名',
      idcardNumber: '身分証番号',
      compareResult: '照合結果',
      compareScore: '照合スコア',
      deviceName: 'デバイス名',
      recordTime: '認証日時',
    },
    options: { compareResult: { '1': '照合成功', '0': '照合失敗' } },
  },
  eppQrCodeRecord: {
    label: '健康コード認証記録',
    fields: {
      photoPath: '撮影写真',
      personName: '氏名',
      idcardNumber: '身分証番号',
      healthCode: '健康コード',
      nucleicTestResult: 'PCR検査結果',
      ...nucleic,
      personTemperature: '体温(℃)',
      deviceName: 'デバイス名',
      recordTime: '認証日時',
    },
    options: { healthCode, nucleicTestResult },
  },
  epidemic: { noHealthCode: '未確認' },
};
