import { requiredMessage } from './check';
import { defineResource } from './types';

/**
 * Labour contracts of the salary group (seed 000 §2 work-contract, issue 12 §3). Paths follow the bank
 * cards' (docs/api-decisions.md). The list answers each contract's `expiryStatus`, computed by the server
 * from today's date, and filters by it.
 */
export const PERSON_CONTRACT_API = {
  page: '/front/sitePersonContract/listByProject',
  add: '/front/sitePersonContract/add',
  update: '/front/sitePersonContract/update',
  remove: '/front/sitePersonContract/delete',
  query: '/front/sitePersonContract/query',
  export: '/front/sitePersonContract/exportByProject',
  history: '/front/sitePersonContract/operateLog',
} as const;

export const CONTRACT_TYPES = [
  { value: 'FIXED_TERM', label: '固定期限' },
  { value: 'OPEN_ENDED', label: '无固定期限' },
  { value: 'TASK_TERM', label: '以完成一定工作任务为期限' },
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number]['value'];

export const WAGE_MODES = [
  { value: 'DAILY', label: '按日' },
  { value: 'HOURLY', label: '按时' },
  { value: 'PIECE', label: '计件' },
  { value: 'MONTHLY', label: '按月' },
] as const;
export type WageMode = (typeof WAGE_MODES)[number]['value'];

/** Days before its end from which a contract counts as expiring. */
export const CONTRACT_EXPIRING_DAYS = 30;

export const EXPIRY_STATUSES = [
  { value: 'EXPIRED', label: '已到期' },
  { value: 'EXPIRING', label: '即将到期' },
  { value: 'VALID', label: '有效' },
] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number]['value'];

const END_DATE = { key: 'endDate', label: '合同结束日期', type: 'date', search: 'dateRange' } as const;

export const PERSON_CONTRACT_RESOURCE = defineResource({
  name: 'personContract',
  label: '劳动合同',
  idKey: 'contractId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: {
    list: 'cSitePersonManager',
    add: 'cSitePersonManager',
    update: 'cSitePersonManager',
    remove: 'cSitePersonManager',
    export: 'cSitePersonManager',
    reveal: 'frontSitePersonShowIdcard',
  },
  api: PERSON_CONTRACT_API,
  taskTypes: { export: 'PERSON_CONTRACT_EXPORT' },
  fields: [
    { key: 'personId', label: '人员', type: 'select', table: false, export: false },
    { key: 'personName', label: '姓名', type: 'text', form: false, search: 'like' },
    { key: 'idcardNumber', label: '身份证号', type: 'text', form: false, search: 'like', masked: 'idcard' },
    { key: 'contractNo', label: '合同编号', type: 'text', required: true, maxLength: 64, unique: true },
    {
      key: 'contractType',
      label: '合同类型',
      type: 'select',
      options: { kind: 'enum', values: CONTRACT_TYPES },
      required: true,
      search: 'eq',
    },
    { key: 'startDate', label: '合同开始日期', type: 'date', required: true },
    END_DATE,
    {
      key: 'expiryStatus',
      label: '到期状态',
      type: 'select',
      options: { kind: 'enum', values: EXPIRY_STATUSES },
      form: false,
      search: 'eq',
    },
    {
      key: 'wageMode',
      label: '工资方式',
      type: 'select',
      options: { kind: 'enum', values: WAGE_MODES },
      required: true,
    },
    { key: 'wageRate', label: '工资标准', type: 'number', required: true, check: 'price' },
    { key: 'signDate', label: '签订日期', type: 'date' },
    { key: 'contractFile', label: '合同扫描件', type: 'image', table: false },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
  ],
});

export const CONTRACT_END_BEFORE_START = '合同结束日期应晚于开始日期';

export interface ContractDates {
  contractType?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}

/**
 * The end date's problem: required unless the contract has no fixed term, and after the start. Dates
 * compare as YYYY-MM-DD strings.
 */
export function checkContractEnd({ contractType, startDate, endDate }: ContractDates): string | null {
  if (typeof endDate !== 'string' || endDate === '') {
    return contractType === 'OPEN_ENDED' ? null : requiredMessage(END_DATE);
  }
  return typeof startDate === 'string' && startDate !== '' && endDate <= startDate
    ? CONTRACT_END_BEFORE_START
    : null;
}

export interface PersonContractRow {
  contractId: string;
  projectId: string;
  personId: string;
  personName: string;
  idcardNumber: string;
  contractNo: string;
  contractType: ContractType;
  startDate: string;
  endDate: string | null;
  expiryStatus: ExpiryStatus;
  wageMode: WageMode;
  wageRate: number;
  signDate: string | null;
  contractFile: string;
  remark: string;
  createTime: string;
}
