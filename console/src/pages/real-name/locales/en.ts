import type { Translation } from '../../../app/i18n/locales/types';

type RealNameTexts = Pick<
  Translation,
  | 'person'
  | 'blacklist'
  | 'temporary'
  | 'cloudAttendance'
  | 'personBankCard'
  | 'projectBankCard'
  | 'personContract'
  | 'realName'
>;

export const realNameEn: RealNameTexts = {
  person: {
    label: 'person',
    fields: {
      personName: 'Name',
      gender: 'Gender',
      nation: 'Ethnicity',
      birthDate: 'Date of birth',
      idcardNumber: 'ID number',
      address: 'Address',
      idcardStartDate: 'ID card valid from',
      idcardEndDate: 'ID card valid until',
      idcardTermStatus: 'ID card valid indefinitely',
      idcardFrontPath: 'ID card front',
      idcardBackPath: 'ID card back',
      headPhotoPath: 'Photo',
      phone: 'Mobile number',
      companyId: 'Company',
      teamId: 'Team',
      workerTypeId: 'Work type',
      jobNumber: 'Job number',
      entryDate: 'Entry date',
      exitDate: 'Exit date',
      onJobStatus: 'Employment',
      emergencyContact: 'Emergency contact',
      emergencyPhone: 'Emergency phone',
      remark: 'Remark',
    },
    options: { gender: { 1: 'Male', 2: 'Female' }, onJobStatus: { 1: 'On the job', 0: 'Left' } },
  },
  blacklist: {
    label: 'blacklist entry',
    fields: {
      personName: 'Name',
      idcardNumber: 'ID number',
      eventDescription: 'Incident description',
      eventTime: 'Incident time',
      eventPlace: 'Incident place',
    },
  },
  temporary: {
    label: 'visitor',
    fields: {
      personName: 'Name',
      idcardNumber: 'ID number',
      phone: 'Mobile number',
      visitorCompany: 'Visitor company',
      visitReason: 'Reason for the visit',
      visitStartTime: 'Visit start',
      visitEndTime: 'Visit end',
      headPhotoPath: 'Photo',
      approveStatus: 'Review',
      approveOpinion: 'Review comment',
    },
    options: { approveStatus: { 0: 'Pending', 1: 'Approved', 2: 'Refused' } },
  },
  cloudAttendance: {
    label: 'cloud attendance person',
    fields: {
      personName: 'Name',
      idcardNumber: 'ID number',
      companyId: 'Company',
      teamId: 'Team',
      cloudAttendanceTime: 'Enabled on',
      lastRecordTime: 'Last clock-in',
    },
  },
  personBankCard: {
    label: 'bank card',
    fields: {
      personId: 'Person',
      personName: 'Name',
      idcardNumber: 'ID number',
      bankName: 'Bank',
      cardNumber: 'Card number',
      bankDeposit: 'Branch',
      remark: 'Remark',
    },
  },
  projectBankCard: {
    label: 'project account',
    fields: {
      accountName: 'Account name',
      bankName: 'Bank',
      cardNumber: 'Card number',
      bankDeposit: 'Branch',
      remark: 'Remark',
    },
  },
  personContract: {
    label: 'labour contract',
    fields: {
      personId: 'Person',
      personName: 'Name',
      idcardNumber: 'ID number',
      contractNo: 'Contract number',
      contractType: 'Contract type',
      startDate: 'Start date',
      endDate: 'End date',
      expiryStatus: 'Expiry',
      wageMode: 'Wage basis',
      wageRate: 'Wage rate',
      signDate: 'Signed on',
      contractFile: 'Signed contract (scan)',
      remark: 'Remark',
    },
    options: {
      contractType: {
        FIXED_TERM: 'Fixed term',
        OPEN_ENDED: 'Open-ended',
        TASK_TERM: 'Until a task is completed',
      },
      wageMode: { DAILY: 'Per day', HOURLY: 'Per hour', PIECE: 'Per piece', MONTHLY: 'Per month' },
      expiryStatus: { EXPIRED: 'Expired', EXPIRING: 'Expiring', VALID: 'Valid' },
    },
  },
  realName: {
    personBankCards: 'Personal bank cards',
    projectBankCards: 'Project accounts',
    personTypes: { WORKER: 'workers', MANAGER: 'managers', OTHER: 'other personnel' },
    post: 'Position',
    allotTeam: 'Assign team',
    allotWorkType: 'Assign work type',
    allotPost: 'Assign position',
    setOnJob: 'Set on the job',
    setOffJob: 'Set as left',
    confirmOnJob: 'Set the {{count}} selected people on the job?',
    confirmOffJob: 'Set the {{count}} selected people as left? Today is recorded as their exit date.',
    deleteAll: 'Delete all',
    confirmDeleteAll: 'This permanently deletes all {{count}} {{type}} of the project. Continue?',
    nobodyToDelete: 'The project has no {{type}}',
    idcardFront: 'Upload photo side',
    idcardBack: 'Upload emblem side',
    idcardRead: 'Empty fields filled in from the ID card',
    idcardUnread: 'The ID card could not be read; please fill in the fields yourself',
    headImport: 'Import photos',
    headImportTitle: 'Import photos',
    headImportHint:
      'Upload one zip file or several pictures named by ID number or job number; each becomes the photo of that person.',
    chooseFiles: 'Choose files',
    chooseFilesFirst: 'Choose the files to import',
    startImport: 'Start import',
    openTaskCentre: 'Open the task centre',
    approve: 'Approve',
    refuse: 'Refuse',
    approveTitle: 'Review visitor: {{name}}',
    approveOpinion: 'Review comment',
    approveResult: 'Decision',
    approveTrail: 'Review trail',
    addPeople: 'Add people',
    addCloudTitle: 'Add people to cloud attendance',
    pickedCount: '{{count}} people selected',
    contractEndBeforeStart: 'The end date must be after the start date',
  },
};
