import { WAGE_MODES, type WageMode } from './contract';
import { defineResource } from './types';

/**
 * Pay calculation and salary statement of the salary group (seed 000 §2 pay-calculation, salary-statement;
 * seed 001 §7 salaryStatistics, salarySettle, reUpload; issue 12 §3). Paths and payloads are ours
 * (docs/api-decisions.md "Salary"): a month's pay rows are computed from attendance and contracts
 * (calculate), edited (pieces, adjustment, remark) while unsettled, settled and uploaded to the platform.
 */
export const PERSON_SALARY_API = {
  page: '/front/sitePersonSalary/listByProject',
  /**
   * Adds one person to a month's pay (someone the calculation did not list, e.g. a piece worker), or
   * refreshes his unsettled row: { projectId, personId, salaryMonth?, pieces?, adjustment?, remark? }.
   */
  add: '/front/sitePersonSalary/add',
  update: '/front/sitePersonSalary/update',
  query: '/front/sitePersonSalary/query',
  export: '/front/sitePersonSalary/exportByProject',
  history: '/front/sitePersonSalary/operateLog',
  /** { projectId, salaryMonth } → SalaryCalculation */
  calculate: '/front/sitePersonSalary/calculate',
  /** { projectId, salaryMonth?, payIdList? } → SalaryUploadResult */
  salarySettle: '/front/sitePersonSalary/salarySettle',
  /** { projectId, salaryMonth?, payIdList? } → SalaryUploadResult */
  reUpload: '/front/sitePersonSalary/reUpload',
  /** The page's filters → PaySummary: the sums of every row they select (the totals row). */
  summary: '/front/sitePersonSalary/summaryByProject',
} as const;

/** The salary statement (cPersonStatistics): SalaryStatisticsQuery → SalaryStatistics, or its .xlsx. */
export const SALARY_STATISTICS_API = {
  salaryStatistics: '/front/sitePersonSalary/salaryStatistics',
  exportStatistics: '/front/sitePersonSalary/exportStatistics',
} as const;

export const SETTLE_STATUSES = [
  { value: 'UNSETTLED', label: '待结算' },
  { value: 'SETTLED', label: '已结算' },
] as const;
export type SettleStatus = (typeof SETTLE_STATUSES)[number]['value'];

export const UPLOAD_STATUSES = [
  { value: 'NOT_UPLOADED', label: '未上报' },
  { value: 'SUCCEEDED', label: '上报成功' },
  { value: 'FAILED', label: '上报失败' },
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number]['value'];

/** YYYY-MM */
export const SALARY_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const SALARY_MESSAGES = {
  calculated: '工资计算完成',
  settled: '结算完成',
  reUploaded: '重新上报完成',
  monthFormat: '工资月份格式应为 YYYY-MM',
  futureMonth: '不能计算未来月份的工资',
  noContract: '无有效劳动合同',
  noContractEdit: '无有效劳动合同，不能修改',
  settledEdit: '已结算的工资不能修改',
  noneToSettle: '没有可结算的工资',
  noneToReUpload: '没有上报失败的工资',
  piecesInvalid: '计件数量只能是不小于0的整数',
  adjustmentDecimals: '调整金额只能有两位小数',
  adjustmentRange: '调整金额超出范围',
  deductionTooLarge: '扣款不能超过应发工资',
  /** The simulated platform's refusals. */
  noBankCard: '未绑定银行卡',
  notPositive: '实发工资必须大于0',
  uploaded: '上报成功',
} as const;

/** The largest adjustment either way (the column holds 12 digits, 2 of them decimals). */
export const ADJUSTMENT_LIMIT = 99_999_999.99;

/** Pieces of a piece-rate wage: an integer, 0 or more (null when good, else the message). */
export function checkPieces(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return Number.isSafeInteger(Number(value)) && Number(value) >= 0 && /^\d+$/.test(String(value).trim())
    ? null
    : SALARY_MESSAGES.piecesInvalid;
}

/** Bonus minus deduction: a number, negative for a deduction, with at most two decimals. */
export function checkAdjustment(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return SALARY_MESSAGES.adjustmentDecimals;
  return Math.abs(Number(text)) > ADJUSTMENT_LIMIT ? SALARY_MESSAGES.adjustmentRange : null;
}

/** What a total follows from: the row's contract figures and its base pay as computed. */
export interface PayBasis {
  wageMode?: unknown;
  wageRate?: unknown;
  pieces?: unknown;
  basePay?: unknown;
}

/**
 * A deduction takes at most the pay: the total (base pay, with the pieces given for a piece wage, plus
 * the adjustment) stays 0 or more. In cents, as the database counts them.
 */
export function checkPayTotal(row: PayBasis, pieces: unknown, adjustment: unknown): string | null {
  const cents = (value: unknown) => Math.round(Number(value || 0) * 100);
  const piecesAdded =
    row.wageMode === 'PIECE' ? (Number(pieces || 0) - Number(row.pieces || 0)) * Number(row.wageRate) : 0;
  return cents(row.basePay) + cents(piecesAdded) + cents(adjustment) < 0
    ? SALARY_MESSAGES.deductionTooLarge
    : null;
}

const PERMISSION = {
  list: 'cSitePersonManager',
  add: 'cSitePersonManager',
  update: 'cSitePersonManager',
  export: 'cSitePersonManager',
  reveal: 'frontSitePersonShowIdcard',
} as const;

/** Computed figures: shown and exported, never edited. */
const shown = { form: false } as const;

export const PERSON_SALARY_RESOURCE = defineResource({
  name: 'personSalary',
  label: '工资',
  idKey: 'payId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: PERMISSION,
  api: PERSON_SALARY_API,
  taskTypes: { export: 'PERSON_SALARY_EXPORT' },
  fields: [
    { key: 'salaryMonth', label: '工资月份', type: 'text', search: 'eq', ...shown },
    // Chosen only when a person is added to a month; then fixed.
    { key: 'personId', label: '人员', type: 'select', table: false, export: false },
    { key: 'personName', label: '姓名', type: 'text', search: 'like', ...shown },
    { key: 'idcardNumber', label: '身份证号', type: 'text', masked: 'idcard', ...shown },
    {
      key: 'companyId',
      label: '所属企业',
      type: 'select',
      options: { kind: 'list', list: 'company' },
      nameKey: 'companyName',
      search: 'eq',
      ...shown,
    },
    {
      key: 'teamId',
      label: '所属班组',
      type: 'select',
      options: { kind: 'list', list: 'team' },
      nameKey: 'teamName',
      search: 'eq',
      ...shown,
    },
    {
      key: 'wageMode',
      label: '工资方式',
      type: 'select',
      options: { kind: 'enum', values: WAGE_MODES },
      ...shown,
    },
    { key: 'wageRate', label: '工资标准', type: 'number', ...shown },
    { key: 'days', label: '出勤天数', type: 'number', ...shown },
    { key: 'hours', label: '工时', type: 'number', ...shown },
    { key: 'pieces', label: '计件数量', type: 'number' },
    { key: 'basePay', label: '应发工资', type: 'number', ...shown },
    { key: 'adjustment', label: '调整金额', type: 'number' },
    { key: 'total', label: '实发工资', type: 'number', ...shown },
    {
      key: 'settleStatus',
      label: '结算状态',
      type: 'select',
      options: { kind: 'enum', values: SETTLE_STATUSES },
      search: 'eq',
      ...shown,
    },
    {
      key: 'uploadStatus',
      label: '上报状态',
      type: 'select',
      options: { kind: 'enum', values: UPLOAD_STATUSES },
      search: 'eq',
      ...shown,
    },
    { key: 'uploadMessage', label: '上报结果', type: 'text', ...shown },
    { key: 'reason', label: '说明', type: 'text', ...shown },
    { key: 'settleTime', label: '结算时间', type: 'datetime', ...shown },
    { key: 'uploadTime', label: '上报时间', type: 'datetime', ...shown },
    { key: 'remark', label: '备注', type: 'text', maxLength: 200 },
  ],
});

/** A pay row as the list answers it (a type, not an interface: the console's rows are records). */
export type PersonSalaryRow = {
  payId: string;
  projectId: string;
  salaryMonth: string;
  personId: string;
  personName: string;
  idcardNumber: string;
  companyId: string;
  companyName: string;
  teamId: string;
  teamName: string;
  /** '' without a contract. */
  wageMode: WageMode | '';
  wageRate: number | '';
  workingDays: number;
  days: number;
  hours: number;
  pieces: number;
  /** '' without a contract. */
  basePay: number | '';
  adjustment: number;
  total: number | '';
  settleStatus: SettleStatus;
  uploadStatus: UploadStatus;
  uploadMessage: string;
  reason: string;
  settleTime: string;
  uploadTime: string;
  remark: string;
  createTime: string;
};

/** calculate: { projectId, salaryMonth } → how many rows were refreshed, kept (settled) and without a contract. */
export interface SalaryCalculation {
  calculated: number;
  settledKept: number;
  withoutContract: number;
}

/** salarySettle / reUpload: { projectId, salaryMonth?, payIdList? } → the upload results. */
export interface SalaryUploadResult {
  settled: number;
  succeeded: number;
  failed: number;
}

export const SALARY_GROUPS = ['COMPANY', 'TEAM', 'PERSON'] as const;
export type SalaryGroup = (typeof SALARY_GROUPS)[number];

/**
 * salaryStatistics: { projectId, monthStart, monthEnd (YYYY-MM), groupBy, companyId?, teamId?,
 * personName? } → one row per company, team or person of the range, and their sum.
 */
export interface SalaryStatisticsQuery {
  projectId: string;
  monthStart: string;
  monthEnd: string;
  groupBy: SalaryGroup;
  companyId?: string;
  teamId?: string;
  personName?: string;
}

export interface SalaryFigures {
  /** People with a pay row in the range. */
  people: number;
  days: number;
  hours: number;
  /** Sum of the totals (people without a contract have none). */
  totalPay: number;
  settledPay: number;
  unsettledPay: number;
}

/** The totals row of the pay list. */
export interface PaySummary extends SalaryFigures {
  basePay: number;
  adjustment: number;
}

export interface SalaryStatisticsRow extends SalaryFigures {
  /** The company's, team's or person's id. */
  groupId: string;
  companyName: string;
  /** '' when grouped by company. */
  teamName: string;
  /** '' unless grouped by person. */
  personName: string;
}

export interface SalaryStatistics {
  records: SalaryStatisticsRow[];
  summary: SalaryFigures;
}

/** The longest range of a statement, in months. */
export const SALARY_STATISTICS_MAX_MONTHS = 24;
