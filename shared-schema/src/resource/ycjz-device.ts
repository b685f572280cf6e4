import { defineResource } from './types';

/**
 * Dust and noise monitors (seed 000 §2 dust-noise [cSiteYcjzManager]; seed 001 §7 siteYcjzDevice: list,
 * add, update, delete, queryStatisticList, exportYcjzStatisticList, warn setting, curve and trend data).
 * siteYcjzDevice/list stays the walls' call (latest reading of each monitor); the managed list is
 * pageList. Payloads of the warn setting, curve and statistic calls are ours (docs/api-decisions.md,
 * "Dust and noise").
 */
export const YCJZ_DEVICE_API = {
  page: '/front/siteYcjzDevice/pageList',
  add: '/front/siteYcjzDevice/add',
  update: '/front/siteYcjzDevice/update',
  remove: '/front/siteYcjzDevice/delete',
  query: '/front/siteYcjzDevice/query',
  history: '/front/siteYcjzDevice/operateLog',
  /** { projectId } → YcjzWarnSetting */
  warnSetting: '/front/siteYcjzDevice/queryWarnSetting',
  /** { projectId, ...YcjzWarnSetting } → YcjzWarnSetting */
  updateWarnSetting: '/front/siteYcjzDevice/updateWarnSetting',
  /** { projectId, ycjzDeviceId, startTime, endTime, unit } → YcjzCurvePoint[] */
  curve: '/front/siteYcjzDevice/queryCurveData',
  /** { projectId, ycjzDeviceId?, startDate, endDate, pageNumber, pageSize } → PageResult<YcjzStatisticRow> */
  statistic: '/front/siteYcjzDevice/queryStatisticList',
  /** the statistic list's body without paging → .xlsx (YCJZ_STATISTIC_EXPORT task) */
  exportStatistic: '/front/siteYcjzDevice/exportYcjzStatisticList',
} as const;

export const YCJZ_CODE = 'cSiteYcjzManager';

export const YCJZ_DEVICE_RESOURCE = defineResource({
  name: 'ycjzDevice',
  label: '扬尘噪音设备',
  idKey: 'ycjzDeviceId',
  titleKey: 'deviceAlias',
  projectField: 'projectId',
  permission: { list: YCJZ_CODE, add: YCJZ_CODE, update: YCJZ_CODE, remove: YCJZ_CODE },
  api: YCJZ_DEVICE_API,
  fields: [
    {
      key: 'deviceAlias',
      label: '设备名称',
      type: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      unique: true,
    },
    { key: 'sort', label: '排序', type: 'number', check: 'wholeNumber' },
    { key: 'lastTime', label: '最近上报时间', type: 'datetime', form: false },
  ],
});

/** The warning thresholds of a project's readings: above them (wind: at or above) a reading warns. */
export interface YcjzWarnSetting {
  tsp: number;
  pm10: number;
  pm25: number;
  /** Noise limits by day (06:00–22:00) and by night, dB(A). */
  noiseDay: number;
  noiseNight: number;
  temperature: number;
  windSpeed: number;
  windLv: number;
}

/** Keys of the warn setting, in the order the form shows them. */
export const YCJZ_WARN_KEYS = [
  'tsp',
  'pm10',
  'pm25',
  'noiseDay',
  'noiseNight',
  'temperature',
  'windSpeed',
  'windLv',
] as const satisfies readonly (keyof YcjzWarnSetting)[];

/** Readings a curve draws, averaged over each hour or day. */
export const YCJZ_CURVE_KEYS = [
  'tsp',
  'pm10',
  'pm25',
  'noise',
  'temperature',
  'humidity',
  'windSpeed',
] as const;
export type YcjzCurveKey = (typeof YCJZ_CURVE_KEYS)[number];

/** A curve's step: 'minute' for the raw readings (live), 'hour' and 'day' averages (trends). */
export const YCJZ_CURVE_UNITS = ['minute', 'hour', 'day'] as const;
export type YcjzCurveUnit = (typeof YCJZ_CURVE_UNITS)[number];

/** One point of a curve: its time ('YYYY-MM-DD HH:mm:ss', the start of its hour or day) and the means. */
export type YcjzCurvePoint = { time: string } & Record<YcjzCurveKey, number>;

/** One row of queryStatisticList: a monitor's day, means and peaks of its readings and its warnings. */
export interface YcjzStatisticRow {
  ycjzDeviceId: string;
  deviceAlias: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  readingCount: number;
  tspAvg: number;
  pm10Avg: number;
  pm10Max: number;
  pm25Avg: number;
  pm25Max: number;
  noiseAvg: number;
  noiseMax: number;
  temperatureAvg: number;
  humidityAvg: number;
  windSpeedMax: number;
  /** Readings of the day past any threshold of the project's warn setting. */
  warnCount: number;
}
