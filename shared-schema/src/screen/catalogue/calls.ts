/**
 * The widget calls of seed 001 §7 ("Designer and widget calls"), with their payloads and refresh
 * policies. Widgets that read the same data share one definition, so the player's data layer can share
 * one request between them (same path and same payload).
 */

import { DEVICE_DROPDOWN_SIZE, FIRST_PAGE } from '../../constants';
import { endOfDay, formatDateTime, MONTH_FORMAT, startOfDay } from '../../datetime';
import {
  CHART_REFRESH_THROTTLE_MS,
  DEFAULT_VIDEO_DEVICE_TYPE,
  ELECTRICAL_REFRESH_MS,
  LIVE_POLL_MS,
  SCREEN_PAGE_SIZES,
  SLOW_REFRESH_MS,
  VEHICLE_THROTTLE_MS,
} from '../constants';
import type { DataCall, DataContext, RefreshPolicy } from './define';

// ---------------------------------------------------------------- payload pieces

const time = (context: DataContext): number =>
  context.now instanceof Date ? context.now.getTime() : context.now;

/** YYYY-MM of the call time. */
const monthOf = (context: DataContext): string => formatDateTime(time(context), MONTH_FORMAT);
/** Today 00:00:00 of the call time. */
const todayStart = (context: DataContext): string => startOfDay(time(context));
/** Today 23:59:59 of the call time. */
const todayEnd = (context: DataContext): string => endOfDay(time(context));

const projectOnly = (c: DataContext) => ({ projectId: c.projectId });
const projectAndArea = (c: DataContext) => ({ projectId: c.projectId, areaId: c.areaId ?? '' });
const projectAndAreas = (c: DataContext) => ({ projectId: c.projectId, areaIdList: c.areaIdList });
const allDevices = (c: DataContext) => ({
  projectId: c.projectId,
  pageSize: SCREEN_PAGE_SIZES.allDevices,
  pageNumber: FIRST_PAGE,
});
/** Chart and electrical payload: month, first page of 10, project and areas. */
const monthPage = (c: DataContext) => ({
  month: monthOf(c),
  pageNumber: FIRST_PAGE,
  pageSize: SCREEN_PAGE_SIZES.chart,
  projectId: c.projectId,
  areaIdList: c.areaIdList,
});

// ---------------------------------------------------------------- refresh policies

/** Personnel widgets: poll, and re-read on a time-log message (attendance happened). */
const PERSONNEL_REFRESH: RefreshPolicy = {
  intervalMs: LIVE_POLL_MS,
  channels: ['timeLog'],
  onMessage: 'reread',
  // The seed throttles only charts (10 s) and vehicle calls (3 s); personnel widgets take the chart
  // throttle so a burst of entries at shift change costs one call per 10 s.
  throttleMs: CHART_REFRESH_THROTTLE_MS,
};
/**
 * Live device widgets: poll every 30 s, and re-read when a device reports on timeLog (seed 001 §4:
 * "refresh on a timer or when a realtime log changes"), at most once per chart throttle so a site of
 * many devices reporting every few seconds costs a wall one read per 10 s.
 */
const DEVICE_REFRESH: RefreshPolicy = {
  intervalMs: LIVE_POLL_MS,
  channels: ['timeLog'],
  orgChannels: ['deviceStatus'],
  onMessage: 'reread',
  throttleMs: CHART_REFRESH_THROTTLE_MS,
};
/** Charts re-read at most once per 10 s on a time-log message; they also re-read on the slow period. */
const CHART_REFRESH: RefreshPolicy = {
  intervalMs: SLOW_REFRESH_MS,
  channels: ['timeLog'],
  onMessage: 'reread',
  throttleMs: CHART_REFRESH_THROTTLE_MS,
};
const SLOW_REFRESH: RefreshPolicy = { intervalMs: SLOW_REFRESH_MS, channels: [] };
/** Per-item detail calls are read when the carousel reaches the item, then as the device lists are. */
const ITEM_REFRESH: RefreshPolicy = DEVICE_REFRESH;

// ---------------------------------------------------------------- calls

export const WIDGET_CALLS = {
  project: {
    key: 'project',
    path: '/front/siteProject/queryByProject',
    base: 'site',
    payload: projectOnly,
    reads: 'data',
    refresh: SLOW_REFRESH,
  },
  personCount: {
    key: 'personCount',
    path: '/front/siteProjectScreen/personCount',
    base: 'site',
    payload: projectAndArea,
    reads: 'data',
    refresh: PERSONNEL_REFRESH,
  },
  attendanceCount: {
    key: 'attendanceCount',
    // path not shown in the seed: chosen /front/siteStatistics/personDataRate, the listed statistics
    // call about attendance rates, for the "attendance count" summary (onJobCount … attendanceRate).
    path: '/front/siteStatistics/personDataRate',
    base: 'site',
    payload: projectAndAreas,
    reads: 'data',
    refresh: PERSONNEL_REFRESH,
  },
  areaAttendance: {
    key: 'areaAttendance',
    path: '/front/siteCustomScreen/areaAttendance',
    base: 'site',
    payload: projectAndAreas,
    reads: 'data',
    refresh: PERSONNEL_REFRESH,
  },
  companies: {
    key: 'companies',
    path: '/front/siteProjectScreen/companyData',
    base: 'site',
    payload: projectOnly,
    reads: 'data',
    refresh: SLOW_REFRESH,
  },
  entryExitRecords: {
    key: 'entryExitRecords',
    path: '/front/siteVerifyPersonRecord/listByProject',
    base: 'site',
    payload: (c) => ({
      projectId: c.projectId,
      pageNumber: FIRST_PAGE,
      pageSize: SCREEN_PAGE_SIZES.entryList,
      recordDate: todayStart(c),
    }),
    reads: 'data.records',
    refresh: PERSONNEL_REFRESH,
  },
  vehicleRecords: {
    key: 'vehicleRecords',
    path: '/front/siteLprRecord/queryAccessRecordList',
    base: 'site',
    payload: (c) => ({
      projectId: c.projectId,
      timeStart: todayStart(c),
      timeEnd: todayEnd(c),
      pageSize: SCREEN_PAGE_SIZES.vehicle,
      pageNumber: FIRST_PAGE,
    }),
    reads: 'data.records',
    // Pushed records are prepended; the list itself is re-read on the poll, at most once per 3 s.
    refresh: {
      intervalMs: LIVE_POLL_MS,
      channels: ['sendLrpEquipmentTimeLog'],
      onMessage: 'prepend',
      throttleMs: VEHICLE_THROTTLE_MS,
    },
  },
  teamCounts: {
    key: 'teamCounts',
    path: '/front/siteProjectScreen/teamData',
    base: 'site',
    payload: projectOnly,
    reads: 'data',
    refresh: PERSONNEL_REFRESH,
  },
  workTypeCounts: {
    key: 'workTypeCounts',
    path: '/front/siteProjectScreen/workerTypeData',
    base: 'site',
    payload: projectOnly,
    reads: 'data',
    refresh: PERSONNEL_REFRESH,
  },
  personInChart: {
    key: 'personInChart',
    path: '/front/siteProjectScreen/personInCountChartData',
    base: 'site',
    payload: monthPage,
    reads: 'data',
    refresh: CHART_REFRESH,
  },
  outInChart: {
    key: 'outInChart',
    path: '/front/siteProjectScreen/outInChartData',
    base: 'site',
    payload: monthPage,
    reads: 'data',
    refresh: CHART_REFRESH,
  },
  environmentDevices: {
    key: 'environmentDevices',
    // path not shown in the seed: chosen /front/siteYcjzDevice/list, the list call every device kind
    // has (001 §7 "Device calls"), for the environmental devices with their latest readings.
    path: '/front/siteYcjzDevice/list',
    base: 'site',
    payload: allDevices,
    reads: 'data',
    refresh: DEVICE_REFRESH,
  },
  craneList: {
    key: 'craneList',
    path: '/front/siteCraneDevice/queryPageList',
    base: 'site',
    payload: allDevices,
    reads: 'data.records',
    refresh: DEVICE_REFRESH,
  },
  craneDetail: {
    key: 'craneDetail',
    path: '/front/siteCraneDevice/queryDetail',
    base: 'site',
    payload: (c) => ({ projectId: c.projectId, id: c.item?.id ?? '' }),
    reads: 'data',
    refresh: ITEM_REFRESH,
    per: 'item',
  },
  liftList: {
    key: 'liftList',
    // The seed gives the lift list "the same payload" as the environmental devices and the lift the
    // same call set as the crane: queryPageList.
    path: '/front/siteElevatorDevice/queryPageList',
    base: 'site',
    payload: allDevices,
    reads: 'data.records',
    refresh: DEVICE_REFRESH,
  },
  liftDetail: {
    key: 'liftDetail',
    path: '/front/siteElevatorDevice/queryDetail',
    base: 'site',
    payload: (c) => ({ id: c.item?.id ?? '' }),
    reads: 'data',
    refresh: ITEM_REFRESH,
    per: 'item',
  },
  electricityDay: {
    key: 'electricityDay',
    path: '/front/siteAepDevice/queryElectricityDayData',
    base: 'site',
    payload: monthPage,
    reads: 'data',
    refresh: { intervalMs: ELECTRICAL_REFRESH_MS, channels: [] },
    tab: 'day',
  },
  electricityMonth: {
    key: 'electricityMonth',
    path: '/front/siteAepDevice/queryElectricityMonthData',
    base: 'site',
    payload: monthPage,
    reads: 'data',
    refresh: { intervalMs: ELECTRICAL_REFRESH_MS, channels: [] },
    tab: 'month',
  },
  videoDevices: {
    key: 'videoDevices',
    path: '/front/siteMonitorDevice/list',
    base: 'site',
    payload: (c) => ({
      deviceType: c.component?.style.deviceType || DEFAULT_VIDEO_DEVICE_TYPE,
      businessId: c.projectId,
      pageSize: DEVICE_DROPDOWN_SIZE,
    }),
    reads: 'data',
    // Read once; the designer re-reads (debounced 300 ms) when the device type changes.
    refresh: { intervalMs: null, channels: [] },
    madeBy: 'panel',
  },
  videoChannels: {
    key: 'videoChannels',
    path: '/front/siteMonitorChannel/list',
    base: 'site',
    payload: (c) => ({ businessId: c.projectId, deviceId: c.item?.deviceId ?? '' }),
    reads: 'data',
    refresh: { intervalMs: null, channels: [] },
    per: 'item',
  },
  videoPlayPath: {
    key: 'videoPlayPath',
    path: '/front/siteMonitorDevice/getPlayPathByProject',
    base: 'site',
    // payload not shown in the seed: chosen the project, the camera and its channel.
    payload: (c) => ({
      projectId: c.projectId,
      deviceId: c.item?.deviceId ?? '',
      channelId: c.item?.channelId ?? '',
    }),
    reads: 'data',
    refresh: { intervalMs: null, channels: [] },
    per: 'item',
  },
  weather: {
    key: 'weather',
    // path not shown in the seed (nor its base): chosen /front/weather/query on the common base; the
    // weather call takes no payload and answers { week, tem1, wea, city, tem2 }.
    path: '/front/weather/query',
    base: 'common',
    payload: () => ({}),
    reads: 'data',
    refresh: SLOW_REFRESH,
  },
} as const satisfies Record<string, DataCall>;

export type CallName = keyof typeof WIDGET_CALLS;
