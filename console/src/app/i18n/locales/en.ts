import { importPreviewEn } from '../../../import-preview/locales/en';
import { aiEn } from '../../../pages/ai/locales/en';
import { screenPageEn } from '../../../pages/custom-screen-page/locales/en';
import { devEn } from '../../../pages/dev/locales/en';
import { displayEn } from '../../../pages/display/locales/en';
import { educateEn } from '../../../pages/educate/locales/en';
import { zqxyEn } from '../../../pages/enterprise-agreement/locales/en';
import { epidemicEn } from '../../../pages/epidemic-control/locales/en';
import { helpAdminEn } from '../../../pages/help-document/locales/en';
import { ledEn } from '../../../pages/led/locales/en';
import { logEn } from '../../../pages/log/locales/en';
import { contractorEn } from '../../../pages/manage/contractor/locales/en';
import { districtEn } from '../../../pages/manage/district/locales/en';
import { projectInfoEn } from '../../../pages/manage/project-info/locales/en';
import { ruleSettingEn } from '../../../pages/manage/rule-setting/locales/en';
import { teamEn } from '../../../pages/manage/team/locales/en';
import { wechatAppEn } from '../../../pages/manage/wechat-app/locales/en';
import { workTypeEn } from '../../../pages/manage/work-type/locales/en';
import { playlistEn } from '../../../pages/playlist/locales/en';
import { faceDeviceEn } from '../../../pages/real-name/face-device/locales/en';
import { identifyRecordEn } from '../../../pages/real-name/identify-record/locales/en';
import { realNameEn } from '../../../pages/real-name/locales/en';
import { salaryEn } from '../../../pages/real-name/salary/locales/en';
import { attendanceStatsEn } from '../../../pages/real-name/statistics/locales/en';
import { distributionBoxEn } from '../../../pages/safety/distribution-box/locales/en';
import { dustNoiseEn } from '../../../pages/safety/dust-noise/locales/en';
import { hoistEn } from '../../../pages/safety/hoist/locales/en';
import { hoistPeopleEn } from '../../../pages/safety/hoist-people/locales/en';
import { fleetEn } from '../../../pages/vehicle/fleet/locales/en';
import { vehicleEn } from '../../../pages/vehicle/locales/en';
import { lprDeviceEn } from '../../../pages/vehicle/lpr-device/locales/en';
import { lprRecordEn } from '../../../pages/vehicle/lpr-record/locales/en';
import { monitorEn } from '../../../pages/video-monitor/locales/en';
import { resourceEn } from '../../../resource/locales/en';
import { enDesigner } from './designer/en';
import { enShell } from './shell/en';
import type { Translation } from './types';

export const en: Translation = {
  ...enDesigner,
  resource: resourceEn,
  ...projectInfoEn,
  ...ruleSettingEn,
  ...wechatAppEn,
  ...contractorEn,
  ...teamEn,
  ...workTypeEn,
  ...districtEn,
  ...realNameEn,
  ...faceDeviceEn,
  ...dustNoiseEn,
  ...distributionBoxEn,
  ...monitorEn,
  ...educateEn,
  ...devEn,
  ...screenPageEn,
  ...zqxyEn,
  ...helpAdminEn,
  ...ledEn,
  ...salaryEn,
  ...identifyRecordEn,
  ...hoistEn,
  ...hoistPeopleEn,
  ...logEn,
  ...epidemicEn,
  ...vehicleEn,
  ...aiEn,
  ...displayEn,
  ...playlistEn,
  ...lprDeviceEn,
  ...fleetEn,
  ...lprRecordEn,
  ...attendanceStatsEn,
  ...enShell,
  noProject: {
    title: 'Your account has no enabled project!',
    hint: 'Ask an administrator to assign a project to your account, then sign in again.',
  },
  error: {
    title404: 'Page not found',
    text404: 'The page you asked for does not exist or was removed.',
    title500: 'Something went wrong on the server',
    text500: 'The service is unavailable for now. Please try again later.',
    waiting500: 'This page returns home by itself once the service is back.',
    waiting500Back: 'This page returns to where you were by itself once the service is back.',
    recovered: 'The service is back',
    title401: 'No access',
    text401: 'You are not allowed to open this page.',
  },
  noPermission: {
    title: 'No permission',
    text: 'Your account holds no menu permission in this project. Ask an administrator for permissions, or pick another project at the top.',
    stillNone: 'Still no permission: ask an administrator to grant some, then try again',
  },
  importPreview: importPreviewEn,
  reportLog: {
    agreement: 'Agreement',
    logType: 'Operation type',
    sourceName: 'Data name',
    getResultStatus: 'Status',
    resultMessage: 'Result',
    createTime: 'Reported at',
    empty: 'No report logs',
    statuses: { 0: 'Not fetched', 1: 'Fetched', 2: 'Fetch failed' },
    logTypes: {
      ADD_COMPANY: 'Add company',
      ADD_PROJECT: 'Add project',
      UPDATE_PROJECT: 'Update project',
      SAVE_PROJECT_COMPANY: 'Add or update project company',
      SAVE_TEAM: 'Add or update team',
      SAVE_WORKER: 'Add or update worker',
      SAVE_PROJECT_WORKER: 'Add or update project worker',
      WORKER_ENTRY_EXIT: 'Worker entry/exit',
      WORKER_ATTENDANCE: 'Worker attendance',
      DEVICE_ACCESS: 'Device access report',
      CONTRACT: 'Contract',
      CERTIFICATE: 'Certificate',
      DUST_NOISE: 'Dust and noise',
      CRANE_BASE: 'Crane base data',
      CRANE_REALTIME: 'Crane real-time log',
      CRANE_WORK_CYCLE: 'Crane work cycle',
      CRANE_ALARM: 'Crane alarm',
    },
  },
  help: {
    title: 'Help document',
    searchPlaceholder: 'Search folders or documents',
    noMatch: 'No folder or document matches',
    chooseDocument: 'Choose a document on the left',
  },
  customScreen: {
    screenName: 'Screen name',
    screenNamePlaceholder: 'Enter the screen name',
    updateTime: 'Updated',
    publishTime: 'Published',
    unpublished: 'Not published',
    draftState: 'Draft',
    draftChanged: 'Changed since publish',
    actions: 'Actions',
    add: 'New screen',
    rename: 'Rename',
    copy: 'Copy',
    publish: 'Publish',
    preview: 'Preview',
    keys: 'Playback keys',
    delete: 'Delete',
    confirmDelete: 'This permanently deletes the screen. Continue?',
    saved: 'Saved',
    copiedScreen: 'Copied',
    empty: 'No screens',
    keysTitle: 'Playback keys - {{name}}',
    keyName: 'Key name',
    keyNamePlaceholder: 'Key name (optional), e.g. Lobby display',
    keyPrefix: 'Key prefix',
    createTime: 'Created',
    createKey: 'New key',
    revoke: 'Revoke',
    confirmRevoke: 'Walls using key "{{name}}" will stop playing once it is revoked. Continue?',
    noKeys: 'No keys',
    notPublishedHint: 'This screen is not published yet: walls can play it once it is.',
    keyShownOnce: 'The key is shown only this once: copy it now.',
    key: 'Key',
    wallLink: 'Wall link',
    copyLink: 'Copy link',
    copied: 'Copied',
    copyUnavailable: 'The browser cannot reach the clipboard here: select the link and copy it by hand.',
    openWall: 'Open wall',
  },
  authRedirect: {
    waiting: 'Waiting for the sign-in details…',
    invalid: 'No sign-in details arrived. Please sign in again.',
    toLogin: 'Go to sign in',
  },
  avoidLogin: {
    signingIn: 'Signing in…',
    failed: 'Password-free sign-in failed. Please sign in with your account and password.',
  },
  dataScreen: {
    edit: 'Edit',
    submit: 'Submit',
    backToAdmin: 'Back to admin',
    remarkPlaceholder: 'Add a remark with the pencil on the right',
    skies: {
      sunny: 'Sunny',
      cloudy: 'Cloudy',
      overcast: 'Overcast',
      shower: 'Showers',
      thunderShower: 'Thunderstorms',
      lightRain: 'Light rain',
      moderateRain: 'Rain',
      heavyRain: 'Heavy rain',
      sleet: 'Sleet',
      lightSnow: 'Light snow',
      moderateSnow: 'Snow',
      heavySnow: 'Heavy snow',
      fog: 'Fog',
      haze: 'Haze',
    },
    weekdays: {
      sun: 'Sunday',
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
    },
  },
  map: {
    title: 'Project map',
    overview: 'Overview',
    failed: 'The map could not load',
    projectStatusName: 'Status',
    projectTypeName: 'Type',
    builderLicenseCode: 'Construction permit',
    regionName: 'Region',
    address: 'Address',
  },
};
