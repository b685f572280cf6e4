import { defineResource } from './types';

/**
 * The data recording of tower cranes and lifts (seed 000 §2 data recording; seed 001 §7 "Record calls":
 * siteCraneDevice and siteElevatorDevice queryRealtimePageList, queryAlarmDataPageList and their export
 * variants): the readings the devices sent and the alarms and faults they raised, searched by device and
 * time, read-only, exported as tasks. The export paths and the fields are ours (docs/api-decisions.md
 * "Tower cranes and lifts").
 */
const CRANE = '/front/siteCraneDevice';
const ELEVATOR = '/front/siteElevatorDevice';

export const HOIST_ALARM_CATEGORIES = [
  { value: 'alarm', label: '报警' },
  { value: 'error', label: '故障' },
] as const;

const alarmFields = (deviceLabel: string) =>
  [
    { key: 'deviceName', label: deviceLabel, type: 'text', search: 'like' },
    {
      key: 'category',
      label: '类别',
      type: 'select',
      options: { kind: 'enum', values: HOIST_ALARM_CATEGORIES },
      search: 'eq',
    },
    { key: 'alarmType', label: '报警类型', type: 'text', search: 'like' },
    { key: 'happenedAt', label: '发生时间', type: 'datetime', search: 'dateRange' },
  ] as const;

export const CRANE_REALTIME_RESOURCE = defineResource({
  name: 'craneRealtime',
  label: '塔吊实时数据',
  idKey: 'realtimeId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: 'cSiteCraneManager', export: 'cSiteCraneManager' },
  api: { page: `${CRANE}/queryRealtimePageList`, export: `${CRANE}/exportRealtimePageList` },
  taskTypes: { export: 'CRANE_REALTIME_EXPORT' },
  fields: [
    { key: 'deviceName', label: '塔吊名称', type: 'text', search: 'like' },
    { key: 'height', label: '高度(m)', type: 'number' },
    { key: 'range', label: '幅度(m)', type: 'number' },
    { key: 'moment', label: '力矩(%)', type: 'number' },
    { key: 'weight', label: '吊重(t)', type: 'number' },
    { key: 'windSpeed', label: '风速(m/s)', type: 'number' },
    { key: 'obliguity', label: '倾角(°)', type: 'number' },
    { key: 'recordedAt', label: '采集时间', type: 'datetime', search: 'dateRange' },
  ],
});

export const CRANE_ALARM_RESOURCE = defineResource({
  name: 'craneAlarm',
  label: '塔吊报警记录',
  idKey: 'alarmId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: 'cSiteCraneManager', export: 'cSiteCraneManager' },
  api: { page: `${CRANE}/queryAlarmDataPageList`, export: `${CRANE}/exportAlarmDataPageList` },
  taskTypes: { export: 'CRANE_ALARM_EXPORT' },
  fields: alarmFields('塔吊名称'),
});

export const LIFT_REALTIME_RESOURCE = defineResource({
  name: 'liftRealtime',
  label: '升降机实时数据',
  idKey: 'realtimeId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: 'cSiteElevatorDeviceManager', export: 'cSiteElevatorDeviceManager' },
  api: { page: `${ELEVATOR}/queryRealtimePageList`, export: `${ELEVATOR}/exportRealtimePageList` },
  taskTypes: { export: 'ELEVATOR_REALTIME_EXPORT' },
  fields: [
    { key: 'deviceName', label: '升降机名称', type: 'text', search: 'like' },
    { key: 'height', label: '高度(m)', type: 'number' },
    { key: 'floor', label: '楼层', type: 'number' },
    { key: 'weight', label: '载重(t)', type: 'number' },
    { key: 'peopleCnt', label: '人数', type: 'number' },
    { key: 'speed', label: '速度(m/s)', type: 'number' },
    { key: 'windSpeed', label: '风速(m/s)', type: 'number' },
    { key: 'recordedAt', label: '采集时间', type: 'datetime', search: 'dateRange' },
  ],
});

export const LIFT_ALARM_RESOURCE = defineResource({
  name: 'liftAlarm',
  label: '升降机报警记录',
  idKey: 'alarmId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: 'cSiteElevatorDeviceManager', export: 'cSiteElevatorDeviceManager' },
  api: { page: `${ELEVATOR}/queryAlarmDataPageList`, export: `${ELEVATOR}/exportAlarmDataPageList` },
  taskTypes: { export: 'ELEVATOR_ALARM_EXPORT' },
  fields: alarmFields('升降机名称'),
});
