import type { ResourceCode } from '../permissions';
import type { TaskType } from '../task-types';
import { EXPIRY_STATUSES, type ExpiryStatus } from './contract';
import { defineResource } from './types';
import { VERIFY_DEVICE_RESOURCE } from './verify-device';

/**
 * The people side of tower cranes and lifts (seed 000 §2: face recognition of device type 7 bound to CRANE
 * or ELEVATOR, drivers of select type 1 or 2; seed 001 §7: queryPersonByCrane, updateVerifyDevice,
 * queryWorkDataPageList and its export). The seed gives no payloads: the paths beside its names, the
 * fields and the checks are ours (docs/api-decisions.md "Crane and lift people").
 */

/** Days before its end from which a driver's certificate counts as expiring. */
export const CERTIFICATE_EXPIRING_DAYS = 30;

/** What differs between the two kinds: the seed's paths, codes, binding and select type, the names. */
interface HoistPeopleKind {
  base: string;
  code: ResourceCode;
  bindingType: 'CRANE' | 'ELEVATOR';
  selectType: 1 | 2;
  /** The device's id and name as the kind's list records spell them (craneDeviceId, elevatorName). */
  deviceKey: 'craneDeviceId' | 'elevatorDeviceId';
  deviceNameKey: 'craneName' | 'elevatorName';
  device: string;
  driver: string;
  workExport: TaskType;
}

const CRANE = {
  base: '/front/siteCraneDevice',
  code: 'cSiteCraneManager',
  bindingType: 'CRANE',
  selectType: 1,
  deviceKey: 'craneDeviceId',
  deviceNameKey: 'craneName',
  device: '塔吊',
  driver: '塔吊司机',
  workExport: 'CRANE_WORK_EXPORT',
} as const satisfies HoistPeopleKind;

const LIFT = {
  base: '/front/siteElevatorDevice',
  code: 'cSiteElevatorDeviceManager',
  bindingType: 'ELEVATOR',
  selectType: 2,
  deviceKey: 'elevatorDeviceId',
  deviceNameKey: 'elevatorName',
  device: '升降机',
  driver: '升降机司机',
  workExport: 'ELEVATOR_WORK_EXPORT',
} as const satisfies HoistPeopleKind;

/** The crane or lift a record is about: chosen by id in the form, shown and searched by name. */
const deviceFields = <K extends HoistPeopleKind>(kind: K, label: string, required: boolean) =>
  [
    {
      key: kind.deviceKey as K['deviceKey'],
      label,
      type: 'select',
      nameKey: kind.deviceNameKey,
      required,
    },
    {
      key: kind.deviceNameKey as K['deviceNameKey'],
      label: `${kind.device}名称`,
      type: 'text',
      form: false,
      table: false,
      export: false,
      search: 'like',
    },
  ] as const;

/** The gate devices' own fields a cab's device also has (a cab has no area and no passing direction). */
const CAB_DEVICE_FIELDS = VERIFY_DEVICE_RESOURCE.fields.filter(
  (field) => field.key !== 'areaId' && field.key !== 'direction',
);

/**
 * Face devices of type 7 in the cabs of a kind: the face-recognition resource's devices and commands,
 * bound to a crane or lift; `update` is the seed's updateVerifyDevice, which binds a device (a device may
 * be registered before it is mounted, unbound). The people a cab's device holds are the drivers of its
 * crane or lift, nobody while unbound.
 */
const faceDeviceResource = <const Name extends string, K extends HoistPeopleKind>(name: Name, kind: K) => {
  const { base, code } = kind;
  return defineResource({
    name,
    label: `${kind.device}人脸识别设备`,
    idKey: 'deviceId',
    titleKey: 'deviceName',
    projectField: 'projectId',
    permission: { list: code, add: code, update: code, remove: code },
    api: {
      page: `${base}/verifyDevicePageList`,
      add: `${base}/addVerifyDevice`,
      update: `${base}/updateVerifyDevice`,
      remove: `${base}/deleteVerifyDevice`,
      query: `${base}/queryVerifyDevice`,
      history: `${base}/verifyDeviceOperateLog`,
      persons: `${base}/verifyDevicePersons`,
    },
    fields: [
      CAB_DEVICE_FIELDS[0],
      CAB_DEVICE_FIELDS[1],
      ...deviceFields(kind, `绑定${kind.device}`, false),
      ...CAB_DEVICE_FIELDS.slice(2),
    ],
  });
};

export const CRANE_FACE_DEVICE_RESOURCE = faceDeviceResource('craneFaceDevice', CRANE);
export const LIFT_FACE_DEVICE_RESOURCE = faceDeviceResource('liftFaceDevice', LIFT);
export type HoistFaceDeviceResource = typeof CRANE_FACE_DEVICE_RESOURCE | typeof LIFT_FACE_DEVICE_RESOURCE;

/**
 * Drivers of a kind: people of the roster with their special-work certificate (number, issue date, end
 * date and the expiry status the server computes from today) and the crane or lift they drive.
 */
const driverResource = <const Name extends string, K extends HoistPeopleKind>(name: Name, kind: K) => {
  const { base, code } = kind;
  return defineResource({
    name,
    label: kind.driver,
    idKey: 'driverId',
    titleKey: 'personName',
    projectField: 'projectId',
    permission: { list: code, add: code, update: code, remove: code, reveal: 'frontSitePersonShowIdcard' },
    api: {
      page: `${base}/driverPageList`,
      add: `${base}/addDriver`,
      update: `${base}/updateDriver`,
      remove: `${base}/deleteDriver`,
      query: `${base}/queryDriver`,
      history: `${base}/driverOperateLog`,
      byDevice: `${base}/queryPersonByCrane`,
    },
    fields: [
      { key: 'personId', label: '人员', type: 'select', table: false, export: false },
      { key: 'personName', label: '姓名', type: 'text', form: false, search: 'like' },
      { key: 'idcardNumber', label: '身份证号', type: 'text', form: false, masked: 'idcard' },
      ...deviceFields(kind, `驾驶${kind.device}`, false),
      { key: 'certificateNo', label: '特种作业操作证号', type: 'text', required: true, maxLength: 64 },
      { key: 'certificateStartDate', label: '发证日期', type: 'date' },
      { key: 'certificateEndDate', label: '证书有效期至', type: 'date', required: true, search: 'dateRange' },
      {
        key: 'expiryStatus',
        label: '证书状态',
        type: 'select',
        options: { kind: 'enum', values: EXPIRY_STATUSES },
        form: false,
        search: 'eq',
      },
    ],
  });
};

export const CRANE_DRIVER_RESOURCE = driverResource('craneDriver', CRANE);
export const LIFT_DRIVER_RESOURCE = driverResource('liftDriver', LIFT);

export const CERTIFICATE_END_BEFORE_START = '证书有效期应晚于发证日期';

/** A driver's certificate dates: the end after the issue date (YYYY-MM-DD strings compare as dates). */
export function checkCertificateEnd(record: {
  certificateStartDate?: unknown;
  certificateEndDate?: unknown;
}): string | null {
  const { certificateStartDate: start, certificateEndDate: end } = record;
  return typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '' && end <= start
    ? CERTIFICATE_END_BEFORE_START
    : null;
}

/** A driver of queryPersonByCrane: who drives the crane or lift, with his certificate. */
export interface HoistDriverRow {
  driverId: string;
  personId: string;
  personName: string;
  certificateNo: string;
  certificateEndDate: string;
  expiryStatus: ExpiryStatus;
}

const workFields = <K extends HoistPeopleKind>(kind: K) =>
  [
    { key: 'deviceName', label: `${kind.device}名称`, type: 'text', search: 'like' },
    { key: 'personName', label: '司机', type: 'text', search: 'like' },
    { key: 'startTime', label: '开始时间', type: 'datetime' },
    { key: 'endTime', label: '结束时间', type: 'datetime', search: 'dateRange' },
  ] as const;

/** The work cycles of cranes (one lift, pick-up to set-down) with the largest values reached. */
export const CRANE_WORK_RESOURCE = defineResource({
  name: 'craneWork',
  label: '塔吊工作循环',
  idKey: 'workId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: CRANE.code, export: CRANE.code },
  api: { page: `${CRANE.base}/queryWorkDataPageList`, export: `${CRANE.base}/exportWorkDataPageList` },
  taskTypes: { export: CRANE.workExport },
  fields: [
    ...workFields(CRANE),
    { key: 'startRange', label: '起吊幅度(m)', type: 'number' },
    { key: 'endRange', label: '卸吊幅度(m)', type: 'number' },
    { key: 'maxWeight', label: '最大吊重(t)', type: 'number' },
    { key: 'maxMoment', label: '最大力矩(%)', type: 'number' },
    { key: 'maxHeight', label: '最大高度(m)', type: 'number' },
  ],
});

/** The work cycles of lifts (one trip, floor to floor) with the largest values reached. */
export const LIFT_WORK_RESOURCE = defineResource({
  name: 'liftWork',
  label: '升降机工作循环',
  idKey: 'workId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: LIFT.code, export: LIFT.code },
  api: { page: `${LIFT.base}/queryWorkDataPageList`, export: `${LIFT.base}/exportWorkDataPageList` },
  taskTypes: { export: LIFT.workExport },
  fields: [
    ...workFields(LIFT),
    { key: 'startFloor', label: '起始楼层', type: 'number' },
    { key: 'endFloor', label: '停靠楼层', type: 'number' },
    { key: 'maxWeight', label: '最大载重(t)', type: 'number' },
    { key: 'maxPeople', label: '最大人数', type: 'number' },
    { key: 'maxHeight', label: '最大高度(m)', type: 'number' },
  ],
});

/** The binding and select type of each kind, as the routes' params and the server's rows hold them. */
export const HOIST_PEOPLE_KINDS = {
  crane: { bindingType: CRANE.bindingType, selectType: CRANE.selectType },
  lift: { bindingType: LIFT.bindingType, selectType: LIFT.selectType },
} as const;
