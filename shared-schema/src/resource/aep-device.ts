import { defineResource } from './types';

/**
 * Distribution boxes (seed 000 §2 distribution-box [cSiteAepDeviceManager]; seed 001 §7 siteAepDevice:
 * detail, config parameters, realtime, realtime log list and export, queryElectricityDayData and
 * queryElectricityMonthData). The paths and payloads beyond the seed's names are ours
 * (docs/api-decisions.md "Distribution boxes").
 */
const AEP = '/front/siteAepDevice';
export const AEP_CODE = 'cSiteAepDeviceManager';

export const AEP_DEVICE_API = {
  page: `${AEP}/pageList`,
  add: `${AEP}/add`,
  update: `${AEP}/update`,
  remove: `${AEP}/delete`,
  query: `${AEP}/detail`,
  history: `${AEP}/operateLog`,
  /** { projectId, deviceId } → AepParamState */
  param: `${AEP}/queryParam`,
  /** { projectId, deviceId, ...AepParams } → AepParamCommand (PENDING; the box answers on sendAepDeviceParam) */
  updateParam: `${AEP}/updateParam`,
  /** { projectId, deviceId } → AepRealtimeRow | null: the box's latest reading */
  realtime: `${AEP}/realtime`,
  /** { projectId, deviceId?, unit, period } → AepElectricityStatistic */
  electricity: `${AEP}/queryElectricityStatistic`,
} as const;

export const AEP_DEVICE_STATUSES = [
  { value: 1, label: '在线' },
  { value: 0, label: '离线' },
] as const;

export const AEP_DEVICE_RESOURCE = defineResource({
  name: 'aepDevice',
  label: '智能电箱',
  idKey: 'deviceId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: AEP_CODE, add: AEP_CODE, update: AEP_CODE, remove: AEP_CODE },
  api: AEP_DEVICE_API,
  fields: [
    {
      key: 'deviceName',
      label: '设备名称',
      type: 'text',
      required: true,
      maxLength: 64,
      unique: true,
      search: 'like',
    },
    { key: 'areaName', label: '安装区域', type: 'text', required: true, maxLength: 64, search: 'like' },
    {
      key: 'deviceStatus',
      label: '在线状态',
      type: 'select',
      options: { kind: 'enum', values: AEP_DEVICE_STATUSES },
      form: false,
      search: 'eq',
    },
    { key: 'lastTime', label: '最近上报时间', type: 'datetime', form: false },
  ],
});

/** The warning kinds of a box (seed 001 §3: temperature, current overload, voltage interruption, low and high voltage). */
export const AEP_WARN_TYPES = [
  { value: 'normal', label: '正常' },
  { value: 'temperature', label: '温度过高' },
  { value: 'overcurrent', label: '电流过载' },
  { value: 'voltageLoss', label: '电压中断' },
  { value: 'lowVoltage', label: '电压过低' },
  { value: 'highVoltage', label: '电压过高' },
] as const;

export const AEP_REALTIME_LOG_RESOURCE = defineResource({
  name: 'aepRealtimeLog',
  label: '电箱实时日志',
  idKey: 'realtimeId',
  titleKey: 'deviceName',
  projectField: 'projectId',
  permission: { list: AEP_CODE, export: AEP_CODE },
  api: { page: `${AEP}/queryRealtimeLogPageList`, export: `${AEP}/exportRealtimeLogPageList` },
  taskTypes: { export: 'AEP_REALTIME_LOG_EXPORT' },
  fields: [
    { key: 'deviceName', label: '设备名称', type: 'text', search: 'like' },
    { key: 'electricity', label: '用电量(kWh)', type: 'number' },
    { key: 'leakageElectricity', label: '漏电流(mA)', type: 'number' },
    { key: 'temperature', label: '温度(°C)', type: 'number' },
    { key: 'currentA', label: 'A相电流(A)', type: 'number' },
    { key: 'currentB', label: 'B相电流(A)', type: 'number' },
    { key: 'currentC', label: 'C相电流(A)', type: 'number' },
    { key: 'voltageA', label: 'A相电压(V)', type: 'number' },
    { key: 'voltageB', label: 'B相电压(V)', type: 'number' },
    { key: 'voltageC', label: 'C相电压(V)', type: 'number' },
    {
      key: 'warnType',
      label: '报警状态',
      type: 'select',
      options: { kind: 'enum', values: AEP_WARN_TYPES },
      search: 'eq',
    },
    { key: 'recordedAt', label: '采集时间', type: 'datetime', search: 'dateRange' },
  ],
});

/** The limits a box checks its readings against (sendAepDeviceParam). */
export interface AepParams {
  /** A, per phase. */
  ratedCurrent: number;
  /** Cabinet, °C. */
  maxTemperature: number;
  /** V, phase voltage. */
  lowVoltage: number;
  highVoltage: number;
  /** mA. */
  maxLeakageElectricity: number;
}

export const AEP_PARAM_KEYS = [
  'ratedCurrent',
  'maxTemperature',
  'lowVoltage',
  'highVoltage',
  'maxLeakageElectricity',
] as const satisfies readonly (keyof AepParams)[];

/** What a box runs before its first command: 220 V ± 10 %, cabinet 70 °C, 250 A, 30 mA. */
export const DEFAULT_AEP_PARAMS: AepParams = {
  ratedCurrent: 250,
  maxTemperature: 70,
  lowVoltage: 198,
  highVoltage: 242,
  maxLeakageElectricity: 30,
};

/** Labels and the bounds the platform accepts (a box's own range may be narrower: it refuses the rest). */
export const AEP_PARAM_BOUNDS: Record<keyof AepParams, { label: string; min: number; max: number }> = {
  ratedCurrent: { label: '额定电流', min: 1, max: 1000 },
  maxTemperature: { label: '最高温度', min: 1, max: 150 },
  lowVoltage: { label: '欠压值', min: 1, max: 500 },
  highVoltage: { label: '过压值', min: 1, max: 500 },
  maxLeakageElectricity: { label: '最大漏电流', min: 1, max: 1000 },
};

/** What is wrong with a set of limits: a field missing, out of the bounds, with more than one decimal, or low ≥ high. */
export interface AepParamProblem {
  key: keyof AepParams;
  kind: 'required' | 'range' | 'decimal' | 'order';
}

function limitProblem(key: keyof AepParams, value: unknown): AepParamProblem | null {
  const { min, max } = AEP_PARAM_BOUNDS[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) return { key, kind: 'required' };
  if (value < min || value > max) return { key, kind: 'range' };
  if (Math.round(value * 10) !== value * 10) return { key, kind: 'decimal' };
  return null;
}

/**
 * The problems of a set of limits, one per field at most, in the fields' order (the console's form and
 * the server find them alike): the voltages' order is checked once both are good.
 */
export function aepParamProblems(params: Partial<AepParams>): AepParamProblem[] {
  const problems = AEP_PARAM_KEYS.flatMap((key) => limitProblem(key, params[key]) ?? []);
  const voltagesGood = !problems.some(({ key }) => key === 'lowVoltage' || key === 'highVoltage');
  if (voltagesGood && (params.lowVoltage as number) >= (params.highVoltage as number))
    problems.push({ key: 'lowVoltage', kind: 'order' });
  return problems;
}

/** The first problem of a set of limits, or null. */
export const aepParamProblem = (params: Partial<AepParams>): AepParamProblem | null =>
  aepParamProblems(params)[0] ?? null;

/** The server's wording of a problem (the console words the same problem in the user's language). */
export function checkAepParams(params: Partial<AepParams>): string | null {
  const problem = aepParamProblem(params);
  if (!problem) return null;
  const { label, min, max } = AEP_PARAM_BOUNDS[problem.key];
  switch (problem.kind) {
    case 'required':
      return `请输入${label}`;
    case 'range':
      return `${label}应在${min}到${max}之间`;
    case 'decimal':
      return `${label}最多一位小数`;
    case 'order':
      return '欠压值应小于过压值';
  }
}

export const AEP_PARAM_STATUSES = ['PENDING', 'ACKNOWLEDGED', 'REFUSED'] as const;
export type AepParamStatus = (typeof AEP_PARAM_STATUSES)[number];

/** One sending of limits to a box and how the box answered. */
export interface AepParamCommand extends AepParams {
  commandId: string;
  deviceId: string;
  paramStatus: AepParamStatus;
  /** The box's reason of a refusal; '' otherwise. */
  reason: string;
  sendTime: string;
  /** '' while pending. */
  answerTime: string;
}

/** queryParam: the limits the box runs and the latest sending (null before the first). */
export interface AepParamState {
  deviceId: string;
  params: AepParams;
  command: AepParamCommand | null;
}

/** A row of siteAepDevice/pageList. */
export interface AepDeviceRow {
  deviceId: string;
  projectId: string;
  deviceName: string;
  areaName: string;
  /** 1 online, 0 offline. */
  deviceStatus: 0 | 1;
  lastTime: string;
  createTime: string;
}

/** A row of the realtime log list (and the realtime call). */
export interface AepRealtimeRow {
  realtimeId: string;
  projectId: string;
  deviceId: string;
  deviceName: string;
  electricity: number;
  leakageElectricity: number;
  temperature: number;
  currentA: number;
  currentB: number;
  currentC: number;
  voltageA: number;
  voltageB: number;
  voltageC: number;
  warnType: (typeof AEP_WARN_TYPES)[number]['value'];
  recordedAt: string;
}

/** Electricity by day (the days of a month, period YYYY-MM) or by month (the months of a year, period YYYY). */
export const AEP_ELECTRICITY_UNITS = ['day', 'month'] as const;
export type AepElectricityUnit = (typeof AEP_ELECTRICITY_UNITS)[number];

export interface AepElectricityStatistic {
  /** Every day or month of the period, oldest first, zero where nothing was used (kWh). */
  rows: { time: string; electricity: number }[];
  sumElectricity: number;
}
