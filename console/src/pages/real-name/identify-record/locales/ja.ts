import type { Translation } from '../../../../app/i18n/locales/types';

type IdentifyRecordTexts = Pick<
  Translation,
  | 'personRecord'
  | 'certRecord'
  | 'outInRecord'
  | 'outInHorizontal'
  | 'detailRecord'
  | 'strangerRecord'
  | 'temporaryRecord'
  | 'identifyRecord'
>;

const entryExitType = { '1': '入場', '2': '退場' };
const person = {
  personName: '氏名',
  idcardNumber: '身分証番号',
  companyId: '所属企業',
  teamId: '班',
};

export const identifyRecordJa: IdentifyRecordTexts = {
  personRecord: {
    label: '認証記録',
    fields: {
      recordPhotoUrl: '写真',
      personId: '人員',
      ...person,
      workerTypeName: '職種',
      deviceId: 'デバイス',
      deviceName: 'デバイス',
      areaName: 'エリア',
      entryExitType: '入退場',
      recordTime: '時刻',
      personTemperature: '体温(℃)',
    },
    options: { entryExitType },
  },
  certRecord: {
    label: '身分証照合記録',
    fields: {
      cardPhotoPath: '証件写真',
      sitePhotoPath: '現場写真',
      personName: '氏名',
      idcardNumber: '身分証番号',
      compareResult: '照合結果',
      compareScore: '照合スコア',
      deviceName: 'デバイス',
      recordTime: '時刻',
    },
    options: { compareResult: { '1': '照合一致', '0': '照合不一致' } },
  },
  outInRecord: {
    label: '入退場記録',
    fields: {
      ...person,
      inTime: '入場時刻',
      inDeviceName: '入場デバイス',
      outTime: '退場時刻',
      outDeviceName: '退場デバイス',
      durationMinutes: '滞在時間(分)',
    },
  },
  outInHorizontal: {
    label: '日別入退場',
    fields: {
      ...person,
      recordDate: '日付',
      firstInTime: '最初の入場',
      lastOutTime: '最後の退場',
      passCount: '通行回数',
      workHours: '滞在時間(時間)',
    },
  },
  detailRecord: {
    label: '認識明細',
    fields: {
      photoPath: 'キャプチャ',
      personName: '氏名',
      idcardNumber: '身分証番号',
      verifyResult: '認識結果',
      refuseReason: '拒否理由',
      score: '認識スコア',
      personTemperature: '体温(℃)',
      deviceName: 'デバイス',
      recordTime: '時刻',
    },
    options: { verifyResult: { '1': '認識成功', '0': '通行拒否' } },
  },
  strangerRecord: {
    label: '不審者記録',
    fields: {
      photoPath: 'キャプチャ',
      deviceName: 'デバイス',
      areaName: 'エリア',
      personTemperature: '体温(℃)',
      recordTime: '時刻',
    },
  },
  temporaryRecord: {
    label: '来訪者通行記録',
    fields: {
      photoPath: 'キャプチャ',
      personName: '氏名',
      idcardNumber: '身分証番号',
      visitorCompany: '来訪元',
      deviceName: 'デバイス',
      entryExitType: '入退場',
      recordTime: '時刻',
      personTemperature: '体温(℃)',
    },
    options: { entryExitType },
  },
  identifyRecord: {
    tabs: {
      person: '認証記録',
      cert: '身分証照合記録',
      outIn: '入退場記録',
      detail: '認識明細',
      stranger: '不審者記録',
      temporary: '来訪者通行記録',
    },
    byRecord: '入退場ペア',
    byDay: '人別・日別',
    newMark: '新着',
  },
};
