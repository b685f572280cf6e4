import type { Translation } from '../../../app/i18n/locales/types';

export const logEn: Pick<Translation, 'operateLog' | 'fcComparerLog'> = {
  fcComparerLog: {
    label: 'comparison log',
    fields: {
      photoPath: 'Capture',
      registerPhotoPath: 'Registered photo',
      personName: 'Matched person',
      deviceName: 'Device',
      score: 'Similarity (%)',
      threshold: 'Threshold (%)',
      compareResult: 'Result',
      recordTime: 'Compared at',
    },
    options: { compareResult: { '1': 'Matched', '0': 'No match' } },
  },
  operateLog: {
    fields: {
      createTime: 'Time',
      userName: 'User',
      operateType: 'Operation',
      module: 'Module',
      targetName: 'Record',
      changes: 'Changes',
    },
    modules: {
      customScreen: 'Custom screen',
      screenConfig: 'Data screen settings',
      project: 'Project',
      ledProgram: 'LED program',
      attendanceRule: 'Attendance rule',
      companyAgreement: 'Company agreement parameters',
      specialWorkerType: 'Special work types',
      projectCompany: 'Participating companies',
      agreement: 'Enterprise-government agreements',
    },
    stateFields: {
      programName: 'Program name',
      screenIds: 'Screens',
      sends: 'Send results',
      screenName: 'Name',
      published: 'Published',
      draftChanged: 'Unpublished changes',
      publishTime: 'Published at',
      remark: 'Remark',
      projectName: 'Project name',
    },
    export: 'Export',
    empty: 'No operations logged',
    noChanges: 'No field changed',
  },
};
