import { DATE_FORMAT, DATE_TIME_FORMAT, dateTextProblem } from '../datetime';
import {
  checkIdCard,
  checkMobilePhone,
  checkPrice,
  isBankCard,
  isEmail,
  isIpv4,
  isLicensePlate,
  isMoney2,
  isPositiveInteger,
  isWholeNumber,
} from '../validators';
import type { FieldCheck, ResourceDescription, ResourceField } from './types';

/** The largest number a form may hold: PostgreSQL's integer columns (sort, counts, floors) stop there. */
const LARGEST_NUMBER = 2_147_483_647;

/** A date or date-time of the right shape that names no day or time (2026-02-30). */
export const invalidDateMessage = (label: string) => `${label}不是有效的日期`;

/** Messages of the named checks (seed 000 §5); the ones the seed does not word are ours. */
const CHECKS: Record<FieldCheck, (value: string) => string | null> = {
  idcard: checkIdCard,
  mobile: checkMobilePhone,
  price: checkPrice,
  email: (value) => (isEmail(value) ? null : '请输入正确的邮箱'),
  bankCard: (value) => (isBankCard(value) ? null : '请输入正确的银行卡号'),
  money2: (value) => (isMoney2(value) ? null : '请输入不小于0且最多两位小数的数字'),
  positiveInteger: (value) => (isPositiveInteger(value) ? null : '请输入正整数'),
  wholeNumber: (value) => (isWholeNumber(value) ? null : '请输入不小于0的整数'),
  ipv4: (value) => (isIpv4(value) ? null : '请输入正确的IP地址'),
  licensePlate: (value) => (isLicensePlate(value) ? null : '请输入正确的车牌号'),
};

/** Whether a field asks to select (dictionary, image upload, date-time and date: seed 000 §5) or to enter. */
export const asksToSelect = (field: Pick<ResourceField, 'type'>): boolean =>
  field.type === 'select' || field.type === 'image' || field.type === 'date' || field.type === 'datetime';

/** The seed's required message of a dynamic form field: 请输入… or 请选择…. */
export const requiredMessage = (field: Pick<ResourceField, 'type' | 'label'>): string =>
  `${asksToSelect(field) ? '请选择' : '请输入'}${field.label}`;

/**
 * A text as it is checked and stored: trimmed; an ID number in capitals (its final X); a bank card's
 * digits without the spaces people type between the groups printed on the card.
 */
export function fieldText(field: Pick<ResourceField, 'check'>, text: string): string {
  const trimmed = text.trim();
  if (field.check === 'idcard') return trimmed.toUpperCase();
  return field.check === 'bankCard' ? trimmed.replace(/\s+/g, '') : trimmed;
}

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One field's value, as a form or an import row holds it: null when good, else the message to show.
 * Never coerces: a value of the wrong type is refused.
 */
export function checkFieldValue(
  field: ResourceField,
  value: unknown,
  required = field.required,
): string | null {
  if (isEmptyValue(value)) return required ? requiredMessage(field) : null;
  switch (field.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${field.label}必须是数字`;
      if (Math.abs(value) > LARGEST_NUMBER) return `${field.label}数值过大`;
      break;
    case 'switch':
      if (value !== 0 && value !== 1) return `${field.label}取值无效`;
      break;
    case 'select':
      if (typeof value !== 'string' && typeof value !== 'number') return `${field.label}取值无效`;
      if (
        field.options?.kind === 'enum' &&
        !field.options.values.some((option) => String(option.value) === String(value))
      ) {
        return `${field.label}取值无效`;
      }
      break;
    default:
      if (typeof value !== 'string') return `${field.label}必须是文本`;
  }
  const text = fieldText(field, String(value));
  if (field.type === 'date' || field.type === 'datetime') {
    const problem = dateTextProblem(text, field.type === 'datetime');
    if (problem === 'calendar') return invalidDateMessage(field.label);
    if (problem) return `${field.label}格式应为 ${field.type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT}`;
  }
  if (field.maxLength && text.length > field.maxLength) return `${field.label}长度不能超过${field.maxLength}`;
  return field.check ? CHECKS[field.check](text) : null;
}

/** Text that databases and spreadsheets cannot hold: NUL bytes and lone UTF-16 surrogates. */
export function hasUnstorableText(value: string): boolean {
  // In unicode mode a pair is one code point, so only a lone surrogate matches \p{Cs}.
  return value.includes('\u0000') || /\p{Cs}/u.test(value);
}

/** A record's form fields (those `required` may override, e.g. from the form-field config): the first problem per field. */
export function checkRecord(
  resource: Pick<ResourceDescription, 'fields'>,
  record: Record<string, unknown>,
  required: (field: ResourceField) => boolean = (field) => Boolean(field.required),
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of resource.fields) {
    if (field.form === false) continue;
    const problem = checkFieldValue(field, record[field.key], required(field));
    if (problem) problems[field.key] = problem;
  }
  return problems;
}
