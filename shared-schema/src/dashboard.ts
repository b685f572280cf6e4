/**
 * The console's own screens on site data (seed 000 §2 "Data screen", "Dashboard"; seed 001 §7): the data
 * screen's config and the main dashboard's project figures. The seed names the paths; payloads beyond
 * the ones it lists and every answer shape are ours (docs/api-decisions.md).
 */

export const DASHBOARD_API = {
  /** { businessId } → ScreenConfig */
  screenConfigQuery: '/front/siteProjectScreenConfig/query',
  /** { businessId, screenName, remark } → message "保存成功" */
  screenConfigSave: '/front/siteProjectScreenConfig/addAndUpdate',
  /** { projectId } → ProjectDataCount */
  projectDataCount: '/front/siteStatistics/projectDataCount',
  /** { projectId } → DeviceKindCount[] */
  projectDeviceData: '/front/siteStatistics/projectDeviceData',
  /** { projectId } → DeviceOnlineRate */
  deviceOnlineRate: '/front/siteStatistics/deviceOnlineRate',
} as const;

/** The longest screen name and remark the data screen saves. */
export const SCREEN_NAME_MAX = 50;
export const SCREEN_REMARK_MAX = 500;

/** The data screen's config of a project (seed 000 §3): empty texts until first saved. */
export interface ScreenConfig {
  /** The project id. */
  businessId: string;
  screenName: string;
  remark: string;
}

/** siteStatistics/projectDataCount: what the project holds (registered, not today's attendance). */
export interface ProjectDataCount {
  companyCount: number;
  teamCount: number;
  areaCount: number;
  /** On-job workers plus managers. */
  onJobCount: number;
  onJobWorkerCount: number;
  onJobManagerCount: number;
  /** Devices of every kind (see projectDeviceData). */
  deviceCount: number;
}

/** The device kinds of the project's figures, in display order. */
export const DEVICE_KINDS = ['verify', 'monitor', 'ycjz', 'crane', 'elevator', 'aep', 'lpr'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_KIND_NAMES: Record<DeviceKind, string> = {
  verify: '人脸识别设备',
  monitor: '视频监控',
  ycjz: '扬尘噪音',
  crane: '塔吊',
  elevator: '升降机',
  aep: '配电箱',
  lpr: '车牌识别',
};

/** siteStatistics/projectDeviceData: one row per kind, every kind present. */
export interface DeviceKindCount {
  deviceType: DeviceKind;
  deviceTypeName: string;
  deviceCount: number;
  /** null for a kind whose connection state is not known (face devices). */
  onlineCount: number | null;
}

/** siteStatistics/deviceOnlineRate, over the kinds whose state is known. */
export interface DeviceOnlineRate {
  deviceCount: number;
  onlineCount: number;
  /** Percent, two decimals; 0 without devices. */
  onlineRate: number;
}
