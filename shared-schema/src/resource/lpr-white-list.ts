import { VEHICLE_TYPES } from '../screen/constants';
import { defineResource } from './types';

/**
 * The vehicle whitelist (seed 000 §2 white-list, §3 whitelist task rows; 001 §7 siteLprWhiteList): plates
 * the gate cameras let in between their effect and expiry times. The seed names the calls page, save,
 * detail, delete and template; add and update are both `save` there, here they are two calls of the
 * block under the seed's prefix (docs/api-decisions.md "Vehicle whitelist").
 */
export const LPR_WHITE_LIST_API = {
  page: '/front/siteLprWhiteList/page',
  add: '/front/siteLprWhiteList/save',
  update: '/front/siteLprWhiteList/update',
  remove: '/front/siteLprWhiteList/delete',
  query: '/front/siteLprWhiteList/detail',
  export: '/front/siteLprWhiteList/export',
  import: '/front/siteLprWhiteList/import',
  template: '/front/siteLprWhiteList/downloadTemplate',
  history: '/front/siteLprWhiteList/operateLog',
} as const;

/** The project's whitelist rule: `rule` reads it, `saveRule` replaces it (ours, beside the seed's rule). */
export const LPR_WHITE_LIST_RULE_API = {
  rule: '/front/siteLprWhiteList/rule',
  saveRule: '/front/siteLprWhiteList/saveRule',
} as const;

export interface LprWhiteListRule {
  /** 1: the gates open for plates not on the list too (recorded as strangers); 0: only listed plates. */
  strangerPass: 0 | 1;
  /** Entries expiring within this many days (0 to 365) are flagged in the list. */
  expireRemindDays: number;
}

export const DEFAULT_WHITE_LIST_RULE: LprWhiteListRule = { strangerPass: 0, expireRemindDays: 7 };
export const MAX_REMIND_DAYS = 365;

/** Whitelist types: a long-term plate, or a visitor's for a while. */
export const WHITE_LIST_TYPES = [
  { value: 1, label: '长期' },
  { value: 2, label: '临时' },
] as const;

/** Plate colours of Chinese plates. */
export const PLATE_COLORS = [
  { value: 1, label: '蓝色' },
  { value: 2, label: '黄色' },
  { value: 3, label: '绿色' },
  { value: 4, label: '白色' },
  { value: 5, label: '黑色' },
] as const;

/** The vehicle types of seed 001 §3 as choices. */
export const VEHICLE_TYPE_OPTIONS = Object.entries(VEHICLE_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** 1 enabled: the cameras open for it; 0 disabled: kept but refused. */
export const WHITE_LIST_STATUSES = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
] as const;

export const EXPIRATION_MESSAGE = '失效时间必须晚于生效时间';

export const LPR_WHITE_LIST_RESOURCE = defineResource({
  name: 'lprWhiteList',
  label: '车辆白名单',
  idKey: 'whiteListId',
  titleKey: 'licensePlate',
  projectField: 'projectId',
  permission: {
    list: 'cSiteLprWhiteListManager',
    add: 'cSiteLprWhiteListManager',
    update: 'cSiteLprWhiteListManager',
    remove: 'cSiteLprWhiteListManager',
    export: 'cSiteLprWhiteListManager',
    import: 'cSiteLprWhiteListManager',
  },
  // The rule's calls are the list's own plans: the generated authorization suite walks them too.
  api: { ...LPR_WHITE_LIST_API, ...LPR_WHITE_LIST_RULE_API },
  taskTypes: { export: 'WHITELIST_EXPORT', import: 'WHITELIST_IMPORT' },
  fields: [
    {
      key: 'licensePlate',
      label: '车牌号',
      type: 'text',
      required: true,
      maxLength: 9,
      check: 'licensePlate',
      search: 'like',
      unique: true,
    },
    {
      key: 'wtype',
      label: '白名单类型',
      type: 'select',
      options: { kind: 'enum', values: WHITE_LIST_TYPES },
      required: true,
      search: 'eq',
    },
    {
      key: 'color',
      label: '车牌颜色',
      type: 'select',
      options: { kind: 'enum', values: PLATE_COLORS },
      required: true,
    },
    {
      key: 'carType',
      label: '车辆类型',
      type: 'select',
      options: { kind: 'enum', values: VEHICLE_TYPE_OPTIONS },
      required: true,
    },
    { key: 'mcName', label: '所属车队', type: 'text', maxLength: 32, search: 'like' },
    { key: 'effectTime', label: '生效时间', type: 'datetime', required: true },
    { key: 'expirationTime', label: '失效时间', type: 'datetime', required: true, search: 'dateRange' },
    { key: 'equipmentName', label: '下发设备', type: 'text', maxLength: 64 },
    {
      key: 'status',
      label: '状态',
      type: 'select',
      options: { kind: 'enum', values: WHITE_LIST_STATUSES },
      required: true,
      search: 'eq',
    },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
  ],
});

/** The expiry's problem, or null: it must come after the effect time ('YYYY-MM-DD HH:mm:ss' compare as text). */
export function checkExpiration({ effectTime, expirationTime }: Record<string, unknown>): string | null {
  if (typeof effectTime !== 'string' || typeof expirationTime !== 'string') return null;
  if (effectTime === '' || expirationTime === '') return null;
  return expirationTime > effectTime ? null : EXPIRATION_MESSAGE;
}

export interface LprWhiteListRow {
  whiteListId: string;
  projectId: string;
  licensePlate: string;
  wtype: number;
  color: number;
  carType: number;
  mcName: string;
  effectTime: string;
  expirationTime: string;
  equipmentName: string;
  status: number;
  remark: string;
  createTime: string;
}
