import { PLATE_COLORS, VEHICLE_TYPE_OPTIONS } from './lpr-white-list';
import { defineResource } from './types';

/**
 * Plate records of /vehicle-manage/lpr-record (seed 000 §2 cSiteLprRecordManager; seed 001 §7 "Record
 * calls" siteLprRecord): every passage a gate camera read, the entries paired with their exits, the
 * passages of plates not on the whitelist and the counts per day, each a read-only list exported as a
 * task. Fields and payloads the seed does not show are ours (docs/api-decisions.md "Plate records").
 */

const LIST = 'cSiteLprRecordManager';
const permission = { list: LIST, export: LIST } as const;

/** 1 entry (VEHICLE_DIRECTION_IN), 2 exit: the direction of a passage. */
export const VEHICLE_DIRECTIONS = [
  { value: 1, label: '进场' },
  { value: 2, label: '出场' },
] as const;

/**
 * The record's photo: the camera's picture, or one the server draws (a vehicle with its plate). The
 * console shows it through `photo`, so it is not a column of the exports.
 */
const photo = { key: 'photoUrl', label: '车辆照片', type: 'image', form: false, export: false } as const;
const licensePlate = { key: 'licensePlate', label: '车牌号', type: 'text', search: 'like' } as const;
const plateColor = {
  key: 'plateColor',
  label: '车牌颜色',
  type: 'select',
  options: { kind: 'enum', values: PLATE_COLORS },
  search: 'eq',
} as const;
const vehicleType = {
  key: 'vehicleType',
  label: '车辆类型',
  type: 'select',
  options: { kind: 'enum', values: VEHICLE_TYPE_OPTIONS },
  search: 'eq',
} as const;
const mcName = { key: 'mcName', label: '所属车队', type: 'text' } as const;
const direction = {
  key: 'direction',
  label: '进出方向',
  type: 'select',
  options: { kind: 'enum', values: VEHICLE_DIRECTIONS },
  search: 'eq',
} as const;
const deviceName = { key: 'deviceName', label: '识别设备', type: 'text', search: 'like' } as const;
const recognitionTime = {
  key: 'recognitionTime',
  label: '识别时间',
  type: 'datetime',
  search: 'dateRange',
} as const;

/** The fields of one passage, as the access and stranger lists show it. */
const PASSAGE_FIELDS = [
  photo,
  licensePlate,
  plateColor,
  vehicleType,
  mcName,
  direction,
  deviceName,
  recognitionTime,
] as const;

/**
 * The calls of the plate records. The access list is also the wall's vehicle widget call
 * (WIDGET_CALLS.vehicleRecords: timeStart, timeEnd); `photo` answers a record's picture as a PNG or JPEG;
 * `exportStrangeRecordList` is ours (the seed lists the stranger list without an export).
 */
export const LPR_RECORD_API = {
  throughStatistics: '/front/siteLprRecord/queryThroughStatistics',
  exportThroughStatistics: '/front/siteLprRecord/exportThroughStatistics',
  accessRecords: '/front/siteLprRecord/queryAccessRecordList',
  exportAccessRecords: '/front/siteLprRecord/exportAccessRecordDetail',
  throughRecords: '/front/siteLprRecord/queryThroughRecordList',
  exportThroughRecords: '/front/siteLprRecord/exportThroughRecordList',
  strangeRecords: '/front/siteLprRecord/queryStrangeRecordList',
  exportStrangeRecords: '/front/siteLprRecord/exportStrangeRecordList',
  photo: '/front/siteLprRecord/queryRecordPhoto',
} as const;

/** Every passage (出入记录). */
export const LPR_ACCESS_RECORD_RESOURCE = defineResource({
  name: 'lprAccessRecord',
  label: '车辆出入记录',
  idKey: 'recordId',
  titleKey: 'licensePlate',
  projectField: 'projectId',
  permission,
  api: {
    page: LPR_RECORD_API.accessRecords,
    export: LPR_RECORD_API.exportAccessRecords,
    photo: LPR_RECORD_API.photo,
  },
  taskTypes: { export: 'LPR_ACCESS_RECORD_EXPORT' },
  fields: PASSAGE_FIELDS,
});

/**
 * An entry with the same plate's next passage when that is an exit (通行记录): how long the vehicle
 * stayed. An entry followed by another entry, or by nothing yet, has empty exit fields.
 */
export const LPR_THROUGH_RECORD_RESOURCE = defineResource({
  name: 'lprThroughRecord',
  label: '车辆通行记录',
  idKey: 'recordId',
  titleKey: 'licensePlate',
  projectField: 'projectId',
  permission,
  api: { page: LPR_RECORD_API.throughRecords, export: LPR_RECORD_API.exportThroughRecords },
  taskTypes: { export: 'LPR_THROUGH_RECORD_EXPORT' },
  fields: [
    photo,
    licensePlate,
    plateColor,
    vehicleType,
    mcName,
    { key: 'inTime', label: '进场时间', type: 'datetime', search: 'dateRange' },
    { key: 'inDeviceName', label: '进场设备', type: 'text' },
    { key: 'outTime', label: '出场时间', type: 'datetime' },
    { key: 'outDeviceName', label: '出场设备', type: 'text' },
    { key: 'stayMinutes', label: '停留时长(分钟)', type: 'number' },
  ],
});

/** Passages of plates without an enabled whitelist entry in force at the time (陌生车辆). */
export const LPR_STRANGE_RECORD_RESOURCE = defineResource({
  name: 'lprStrangeRecord',
  label: '陌生车辆记录',
  idKey: 'recordId',
  titleKey: 'licensePlate',
  projectField: 'projectId',
  permission,
  api: { page: LPR_RECORD_API.strangeRecords, export: LPR_RECORD_API.exportStrangeRecords },
  taskTypes: { export: 'LPR_STRANGE_RECORD_EXPORT' },
  fields: PASSAGE_FIELDS.filter((field) => field.key !== 'mcName'),
});

/** Passages per day and plate colour: entries, exits, both, and how many vehicles (通行统计). */
export const LPR_THROUGH_STATISTICS_RESOURCE = defineResource({
  name: 'lprThroughStatistics',
  label: '车辆通行统计',
  idKey: 'rowId',
  titleKey: 'statDate',
  projectField: 'projectId',
  permission,
  api: { page: LPR_RECORD_API.throughStatistics, export: LPR_RECORD_API.exportThroughStatistics },
  taskTypes: { export: 'LPR_THROUGH_STATISTICS_EXPORT' },
  fields: [
    { key: 'statDate', label: '日期', type: 'date', search: 'dateRange' },
    plateColor,
    { key: 'inCount', label: '进场车次', type: 'number' },
    { key: 'outCount', label: '出场车次', type: 'number' },
    { key: 'totalCount', label: '通行车次', type: 'number' },
    { key: 'vehicleCount', label: '车辆数', type: 'number' },
  ],
});

/** A row of the access and stranger lists (the widget's VehicleRecord and more). */
export interface LprPassageRow {
  recordId: string;
  projectId: string;
  photoUrl: string;
  licensePlate: string;
  plateColor: number;
  vehicleType: number;
  /** The vehicle type's name, as the wall widget reads it. */
  workerTypeName: string;
  mcName: string;
  direction: number;
  deviceId: string;
  deviceName: string;
  recognitionTime: string;
}

/** A row of the through statistics. */
export interface LprThroughStatisticsRow {
  /** `${statDate}:${plateColor}` */
  rowId: string;
  statDate: string;
  plateColor: number;
  inCount: number;
  outCount: number;
  totalCount: number;
  vehicleCount: number;
}
