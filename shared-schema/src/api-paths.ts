/** Paths of the session and layout calls (seed 000 §7); all POST with a JSON body. */
export const API = {
  loginByPassword: '/front/auth/loginByPassword',
  loginBySecretData: '/front/auth/loginBySecretData',
  logout: '/front/auth/logout',
  /** Not shown in the seeds: the role switch of seed 000 §4 (see docs/api-decisions.md). */
  switchRole: '/front/auth/switchRole',
  resourcesByUser: '/front/roleResource/queryByUser',
  currentUser: '/front/user/queryCurrent',
  updateUser: '/front/user/update',
  updatePassword: '/front/user/updatePassword',
  projectsByCurrentUser: '/front/siteProjectUserRelation/queryByCurrentUser',
  dictionaryByType: '/front/dictionary/listByTypeCode',
  regionTree: '/front/regionInfo/queryTree',
  domainConfig: '/front/tenementPrivateConfigRecord/queryByDomain',
  fileUpload: '/front/file/upload',
  idcardUpload: '/front/file/uploadIdcardImg',
  taskPageList: '/front/tenementFileTask/pageList',
  taskDelete: '/front/tenementFileTask/delete',
  taskPersonImportDetail: '/front/tenementFileTask/queryPersonImportDetail',
  helpTree: '/front/tenementHelpMenu/tree',
  helpDocument: '/front/tenementHelpMenu/query',
  agreementList: '/front/siteProjectAgreement/listByProject',
  // Of the exception and lock calls the seeds name only updateAgreementExceptionNotice and, by its
  // resource code, getLockMsg; the other two paths are ours, named alike (docs/api-decisions.md).
  agreementExceptionNotice: '/front/siteProject/queryAgreementExceptionNotice',
  agreementExceptionList: '/front/siteProjectAgreement/listExceptionByProject',
  updateAgreementExceptionNotice: '/front/siteProject/updateAgreementExceptionNotice',
  agreementLockMsg: '/front/siteProjectAgreement/getLockMsg',
  exportAgreementLockPerson: '/front/siteProjectAgreement/exportLockPerson',
  reportLogPageList: '/front/tenementAgreementUploadLog/pageListByProject',
  projectQueryByProject: '/front/siteProject/queryByProject',
  // Screens: the seed names add, list, delete, query and update; copy, publish, play and the key calls
  // are ours, named alike (docs/api-decisions.md).
  customScreenList: '/front/siteCustomScreen/list',
  customScreenAdd: '/front/siteCustomScreen/add',
  customScreenQuery: '/front/siteCustomScreen/query',
  customScreenUpdate: '/front/siteCustomScreen/update',
  customScreenDelete: '/front/siteCustomScreen/delete',
  customScreenCopy: '/front/siteCustomScreen/copy',
  customScreenPublish: '/front/siteCustomScreen/publish',
  customScreenPlay: '/front/siteCustomScreen/play',
  customScreenKeyAdd: '/front/siteCustomScreen/keyAdd',
  customScreenKeyList: '/front/siteCustomScreen/keyList',
  customScreenKeyRevoke: '/front/siteCustomScreen/keyRevoke',
  relay: '/front/relay',
  relayHostList: '/front/tenementRelayHost/list',
  relayHostAdd: '/front/tenementRelayHost/add',
  relayHostDelete: '/front/tenementRelayHost/delete',
  // Camera control (seed 001 §7, monitor calls); the body is the camera control form.
  cameraStartControl: '/front/siteMonitorDevice/startControl',
  cameraStopControl: '/front/siteMonitorDevice/stopControl',
} as const;

export type ApiName = keyof typeof API;
