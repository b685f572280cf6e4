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

const entryExitType = { '1': 'In', '2': 'Out' };
const person = {
  personName: 'Name',
  idcardNumber: 'ID number',
  companyId: 'Company',
  teamId: 'Team',
};

export const identifyRecordEn: IdentifyRecordTexts = {
  personRecord: {
    label: 'identification record',
    fields: {
      recordPhotoUrl: 'Photo',
      personId: 'Person',
      ...person,
      workerTypeName: 'Work type',
      deviceId: 'Device',
      deviceName: 'Device',
      areaName: 'Area',
      entryExitType: 'In/out',
      recordTime: 'Time',
      personTemperature: 'Temperature (℃)',
    },
    options: { entryExitType },
  },
  certRecord: {
    label: 'ID card record',
    fields: {
      cardPhotoPath: 'Card photo',
      sitePhotoPath: 'Site photo',
      personName: 'Name',
      idcardNumber: 'ID number',
      compareResult: 'Comparison',
      compareScore: 'Score',
      deviceName: 'Device',
      recordTime: 'Time',
    },
    options: { compareResult: { '1': 'Matched', '0': 'Not matched' } },
  },
  outInRecord: {
    label: 'in/out record',
    fields: {
      ...person,
      inTime: 'In at',
      inDeviceName: 'In device',
      outTime: 'Out at',
      outDeviceName: 'Out device',
      durationMinutes: 'On site (minutes)',
    },
  },
  outInHorizontal: {
    label: 'in/out by day',
    fields: {
      ...person,
      recordDate: 'Date',
      firstInTime: 'First in',
      lastOutTime: 'Last out',
      passCount: 'Passages',
      workHours: 'On site (hours)',
    },
  },
  detailRecord: {
    label: 'recognition',
    fields: {
      photoPath: 'Capture',
      personName: 'Name',
      idcardNumber: 'ID number',
      verifyResult: 'Result',
      refuseReason: 'Refusal reason',
      score: 'Score',
      personTemperature: 'Temperature (℃)',
      deviceName: 'Device',
      recordTime: 'Time',
    },
    options: { verifyResult: { '1': 'Recognised', '0': 'Refused' } },
  },
  strangerRecord: {
    label: 'stranger record',
    fields: {
      photoPath: 'Capture',
      deviceName: 'Device',
      areaName: 'Area',
      personTemperature: 'Temperature (℃)',
      recordTime: 'Time',
    },
  },
  temporaryRecord: {
    label: 'visitor passage',
    fields: {
      photoPath: 'Capture',
      personName: 'Name',
      idcardNumber: 'ID number',
      visitorCompany: 'Visiting from',
      deviceName: 'Device',
      entryExitType: 'In/out',
      recordTime: 'Time',
      personTemperature: 'Temperature (℃)',
    },
    options: { entryExitType },
  },
  identifyRecord: {
    tabs: {
      person: 'Identification records',
      cert: 'ID card records',
      outIn: 'In/out records',
      detail: 'Recognitions',
      stranger: 'Strangers',
      temporary: 'Visitor passages',
    },
    byRecord: 'Paired in/out',
    byDay: 'By person and day',
    newMark: 'New',
  },
};
