/**
 * The enterprise-government agreement pages (seed 000 §2 /enterprise-agreement/agreement-list, seed 001 §7
 * the agreement families). The seeds name the families and their calls; the person pull, lock and unlock
 * paths, and every payload and answer, are ours (docs/api-decisions.md).
 */

const F = '/front';

export const AGREEMENT_API = {
  projectExtend: `${F}/siteProjectAgreement/queryExtendByProject`,
  projectSaveParam: `${F}/siteProjectAgreement/addAndUpdateParamByProject`,
  teamExtend: `${F}/siteTeamAgreement/queryExtendByProject`,
  teamSaveParam: `${F}/siteTeamAgreement/addAndUpdateParamByProject`,
  deviceExtend: `${F}/siteDeviceAgreement/queryExtendByProject`,
  deviceSaveParam: `${F}/siteDeviceAgreement/addAndUpdateParamByProject`,
  caDeviceExtend: `${F}/siteProjectCaDeviceAgreement/queryExtendByProject`,
  caDeviceSaveParam: `${F}/siteProjectCaDeviceAgreement/addAndUpdateParamByProject`,
  teamUpload: `${F}/siteAgreementUpload/teamAgreementUpload`,
  projectUpload: `${F}/siteAgreementUpload/projectUpload`,
  companyUpload: `${F}/siteAgreementUpload/companyAgreementUpload`,
  verifyRecordUpload: `${F}/siteAgreementUpload/verifyRecordAgreementBatchUpload`,
  teamInfo: `${F}/siteAgreement/zqxyTeamInfo`,
  companyInfo: `${F}/siteAgreement/zqxyCompanyInfo`,
  companyPage: `${F}/siteAgreement/zqxyCompanyPageList`,
  teamPage: `${F}/siteAgreement/zqxyTeamPageList`,
  personPage: `${F}/siteAgreement/zqxyPersonPageList`,
  contractPage: `${F}/siteAgreement/zqxyPersonContractPageList`,
  certPage: `${F}/siteAgreement/zqxyPersonCertPageList`,
  pullTeam: `${F}/siteAgreementPull/pullTeam`,
  pullCompany: `${F}/siteAgreementPull/pullCompany`,
  /** Ours, in the family of the seed's pulls: answers a ZQXY_PERSON_PULL task of the task centre. */
  pullPerson: `${F}/siteAgreementPull/pullPerson`,
  companyExit: `${F}/siteAgreementExit/companyAgreementExit`,
  teamExit: `${F}/siteAgreementExit/teamAgreementExit`,
  /** Ours: the seed names "agreement person … unlock and lock" without paths. */
  lockPerson: `${F}/siteAgreementPerson/lock`,
  unlockPerson: `${F}/siteAgreementPerson/unlock`,
} as const;

export const ZQXY_PERSON_PULL_TASK = 'ZQXY_PERSON_PULL';

/** Where the data stands on the platform: 0 not uploaded, 1 accepted, 2 refused. */
export const AGREEMENT_SYNC_STATUS = { none: 0, accepted: 1, refused: 2 } as const;
export type AgreementSyncStatus = (typeof AGREEMENT_SYNC_STATUS)[keyof typeof AGREEMENT_SYNC_STATUS];

/**
 * What the extension parameters of these pages belong to. A company's (siteProjectCompanyAgreement) are the
 * contractor page's: PROJECT_COMPANY_API.
 */
export const AGREEMENT_PARAM_SCOPES = ['PROJECT', 'TEAM', 'DEVICE', 'CA_DEVICE'] as const;
export type AgreementParamScope = (typeof AGREEMENT_PARAM_SCOPES)[number];

export interface AgreementParamField {
  key: string;
  /** The platform refuses an upload without it. */
  required?: boolean;
  /** A value must match, with the message shown otherwise. */
  pattern?: { source: string; message: string };
  /** The choices of a select, as code and Chinese name. */
  options?: readonly { value: string; label: string }[];
}

const PHONE = { source: '^1[3-9]\\d{9}$', message: '请输入正确的手机号码' };
const IDCARD = { source: '^\\d{17}[\\dXx]$', message: '请输入正确的身份证号码' };

/** The extension parameters of each scope: what the government platforms ask beyond the site's own data. */
export const AGREEMENT_PARAM_FIELDS: Record<AgreementParamScope, readonly AgreementParamField[]> = {
  PROJECT: [
    { key: 'platformProjectCode', required: true },
    { key: 'builderLicenseCode' },
    { key: 'wageAccount' },
  ],
  TEAM: [
    { key: 'teamLeaderName' },
    { key: 'teamLeaderIdcard', required: true, pattern: IDCARD },
    { key: 'teamLeaderPhone', pattern: PHONE },
  ],
  DEVICE: [
    { key: 'platformDeviceCode', required: true },
    {
      key: 'direction',
      options: [
        { value: '1', label: '进' },
        { value: '2', label: '出' },
      ],
    },
  ],
  CA_DEVICE: [{ key: 'caDeviceCode', required: true }, { key: 'caDeviceName' }],
};

export type AgreementParams = Record<string, string>;

/** One target of a scope with its parameters (the project itself has targetId ''). */
export interface AgreementParamTarget {
  targetId: string;
  targetName: string;
  params: AgreementParams;
  updateTime: string;
}

/** Every call of an agreement page names the project and the agreement. */
export interface AgreementScopeQuery {
  projectId: string;
  agreementCode: string;
}

/** What every zqxy list row carries: the local data it stands for and where it stands on the platform. */
export interface ZqxyEntryBase {
  sourceId: string;
  platformCode: string;
  syncStatus: AgreementSyncStatus;
  resultMessage: string;
  exitStatus: 0 | 1;
  /** '' before any exchange. */
  updateTime: string;
}

export interface ZqxyCompany extends ZqxyEntryBase {
  companyName: string;
  creditCode: string;
}

export interface ZqxyTeam extends ZqxyEntryBase {
  teamName: string;
  companyName: string;
}

export interface ZqxyPerson extends ZqxyEntryBase {
  personName: string;
  /** Masked. */
  idcardNumber: string;
  companyName: string;
  teamName: string;
  workerTypeName: string;
  lockStatus: 0 | 1;
  lockReason: string;
}

export interface ZqxyContract {
  contractId: string;
  personName: string;
  idcardNumber: string;
  contractNo: string;
  startDate: string;
  endDate: string;
  /** The person's code on the platform; '' when the person is not there yet. */
  platformCode: string;
}

export interface ZqxyCert {
  sourceId: string;
  personName: string;
  idcardNumber: string;
  workerTypeName: string;
  certName: string;
  certNo: string;
  validDate: string;
}

/** The answer of an upload, a pull or an exit: how many went through, and the refusals as the log has them. */
export interface AgreementExchangeResult {
  total: number;
  accepted: number;
  refused: { sourceName: string; resultMessage: string }[];
}
