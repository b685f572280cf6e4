/**
 * Resource codes of seed 000 §2 (routes) and §4 (calls). The server grants them, the console's route
 * table names them; role `admin` holds them all.
 */
export const ROUTE_RESOURCE_CODES = [
  'cMainPage',
  'siteHelpDocument',
  'cSiteProjectManager',
  'cSiteProjectInfo',
  'cSiteProjectCompanyManager',
  'cSiteTeamManager',
  'cWorkerTypeManager',
  'cSiteAreaManager',
  'siteProjectTrainRule',
  'realNameManager',
  'cSitePersonManager',
  'cSiteTemporaryInfo',
  'cSiteVerifyPersonRecordManager',
  'cSiteVerifyDeviceManager',
  'cPersonStatistics',
  'cStatistics',
  'sitePersonAttendance',
  'zqxyManage',
  'cSiteLedManager',
  'cLedManager',
  'cCustomScreen',
  /** Not in the seeds: the registered displays of electronic-display (docs/api-decisions.md). */
  'cSiteDisplayManager',
  /** Not in the seeds: the playlists of the custom-screen area (docs/api-decisions.md). */
  'cSiteScreenPlaylistManager',
  'cSiteEpp',
  'cSiteEppPerson',
  'cSiteEppPersonRecordFace',
  'cSiteEppPersonRecordCertificateCard',
  'cSiteEppPersonRecordQrCode',
  'cSiteMonitorDeviceManager',
  'cSiteLrpManage',
  'cSiteLprWhiteListManager',
  'cSiteLprDeviceManager',
  'cSiteLprRecordManager',
  'cSiteFleetManage',
  'safetyConstructionManager',
  'cSiteYcjzManager',
  'cSiteCraneManager',
  'cSiteElevatorDeviceManager',
  'cSiteAepDeviceManager',
  'cSiteAiManager',
  'cSiteAiBoxManager',
  'cSiteAiCamera',
  'aiTrafficStatistics',
  'siteTrainManager',
  'siteTrainInfo',
  'siteTrainDevice',
  'siteTrainPersonRecord',
  'cSiteLogManager',
  'frontSiteOperateLogListByProject',
  'frontTenementAgreementUploadLogPageListByProject',
  'frontFcLogGetFcComparerLogPageList',
] as const;

/** Codes that guard calls rather than routes. */
export const CALL_RESOURCE_CODES = [
  'frontSiteProjectAgreementGetLockMsg',
  /** Not in the seeds: managing the relay allow-list, an organisation's outbound hosts (role admin). */
  'frontTenementRelayHostManage',
  /** Not in the seeds: seeing ID numbers and phone numbers whole in lists and exports (role admin). */
  'frontSitePersonShowIdcard',
  /** Not in the seeds: adding, editing, ordering and deleting help documents and folders (role admin). */
  'frontTenementHelpMenuManage',
] as const;

export const RESOURCE_CODES = [...ROUTE_RESOURCE_CODES, ...CALL_RESOURCE_CODES] as const;
export type ResourceCode = (typeof RESOURCE_CODES)[number];

export const ADMIN_ROLE = 'admin';

/**
 * A check passes when any required code is held (seed 000 §6). An empty list of held codes denies;
 * a missing requirement is a programming error, as the seed's permission directive throws.
 */
export function hasPermission(held: readonly string[], required: string | readonly string[]): boolean {
  const needed = typeof required === 'string' ? [required] : required;
  if (needed.length === 0) throw new Error('need resource codes! Like v-permission="[\'cMainPage\']"');
  if (held.length === 0) return false;
  return needed.some((code) => held.includes(code));
}
