import type { Translation } from '../../../app/i18n/locales/types';

type EpidemicTexts = Pick<
  Translation,
  'eppPerson' | 'eppFaceRecord' | 'eppCertRecord' | 'eppQrCodeRecord' | 'epidemic'
>;

const person = { personName: 'Name', idcardNumber: 'ID number', companyId: 'Company', teamId: 'Team' };
const healthCode = { GREEN: 'Green', YELLOW: 'Yellow', RED: 'Red' };
const nucleicTestResult = { NEGATIVE: 'Negative', POSITIVE: 'Positive', NONE: 'No record' };
const nucleic = { nucleicTestTime: 'Nucleic test at', nucleicTestPointName: 'Test site' };

export const epidemicEn: EpidemicTexts = {
  eppPerson: {
    label: "health of the project's people",
    fields: {
      headPhotoPath: 'Face photo',
      ...person,
      workerTypeName: 'Work type',
      personTemperature: 'Latest temperature (℃)',
      temperatureTime: 'Measured at',
      healthCode: 'Health code',
      healthCodeTime: 'Code checked at',
      nucleicTestResult: 'Nucleic test',
      ...nucleic,
    },
    options: { healthCode, nucleicTestResult },
  },
  eppFaceRecord: {
    label: 'abnormal temperature',
    fields: {
      recordPhotoUrl: 'Photo',
      ...person,
      workerTypeName: 'Work type',
      personTemperature: 'Temperature (℃)',
      entryExitType: 'In/out',
      deviceName: 'Device',
      ...nucleic,
      recordTime: 'Time',
    },
    options: { entryExitType: { '1': 'In', '2': 'Out' } },
  },
  eppCertRecord: {
    label: 'ID card identification',
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
  eppQrCodeRecord: {
    label: 'health code identification',
    fields: {
      photoPath: 'Capture',
      personName: 'Name',
      idcardNumber: 'ID number',
      healthCode: 'Health code',
      nucleicTestResult: 'Nucleic test',
      ...nucleic,
      personTemperature: 'Temperature (℃)',
      deviceName: 'Device',
      recordTime: 'Time',
    },
    options: { healthCode, nucleicTestResult },
  },
  epidemic: { noHealthCode: 'Not checked' },
};
