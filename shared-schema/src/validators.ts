import { MESSAGES } from './messages';

/** Validators of seed 000 §5 and 001 §5. Each `is*` answers a boolean; each `check*` answers a message or null. */

const ID_CARD = /^\d{17}[\dXx]$/;
const MOBILE = /^1[3-9]\d{9}$/;
const URL_PATTERN = /^(https?:|mailto:|tel:)/i;
const EMAIL = /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const WHOLE_NUMBER = /^(0|[1-9]\d*)$/;
const MONEY_2 = /^\d+(\.\d{1,2})?$/;
const DESIGNER_URL = /^(https?:\/\/)?[\w.-]+(:\d+)?(\/[^\s]*)?$|^\/[^\s]*$/i;

export const isIdCard = (value: string): boolean => ID_CARD.test(value);
export const isMobilePhone = (value: string): boolean => MOBILE.test(value);
export const isUrl = (value: string): boolean => URL_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL.test(value);
export const isPositiveInteger = (value: string | number): boolean => POSITIVE_INTEGER.test(String(value));
/** 0 or a positive whole number (an order: a list's first place may be 0). */
export const isWholeNumber = (value: string | number): boolean => WHOLE_NUMBER.test(String(value));
/** A non-negative number with at most two decimals. */
export const isMoney2 = (value: string | number): boolean => MONEY_2.test(String(value));
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** An IPv4 address in dotted form (a device's address). */
export const isIpv4 = (value: string): boolean => IPV4.test(value);

/**
 * A Chinese plate as printed: a province character, a letter, an optional separator dot (as the cameras
 * read it), then 5 (fuel) or 6 (new energy) letters or digits.
 */
export const isLicensePlate = (value: string): boolean => /^[\u4e00-\u9fa5][A-Z]·?[A-Z0-9]{5,6}$/.test(value);

/** Luhn check of a bank-card number. */
export function isBankCard(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Data-source URL of the designer: trimmed, not purely numeric, URL-shaped (001 §5). */
export function checkRequestUrl(value: string): string | null {
  const url = value.trim();
  if (!url || /^\d+$/.test(url) || !DESIGNER_URL.test(url)) return MESSAGES.urlInvalid;
  return null;
}

export function checkIdCard(value: string): string | null {
  return isIdCard(value) ? null : MESSAGES.idcardInvalid;
}

/**
 * What an 18-digit ID number says of its holder: the birth date (digits 7-14) and the gender (the 17th
 * digit: odd a man, '1'; even a woman, '2'). Null for a number that is not one, or whose date is not a day.
 */
export function idcardFacts(value: string): { birthDate: string; gender: '1' | '2' } | null {
  if (!isIdCard(value)) return null;
  const [year, month, day] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const birthDate = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  return { birthDate, gender: Number(value[16]) % 2 === 1 ? '1' : '2' };
}

export function checkMobilePhone(value: string): string | null {
  return isMobilePhone(value) ? null : MESSAGES.phoneInvalid;
}

export function checkConfirmPassword(password: string, confirm: string | undefined): string | null {
  if (!confirm) return MESSAGES.confirmPasswordRequired;
  return confirm === password ? null : MESSAGES.passwordMismatch;
}

/** Price is optional; when given it must be > 0 with at most two decimals. */
export function checkPrice(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const number = Number(text);
  if (Number.isNaN(number) || number <= 0) return MESSAGES.priceNotPositive;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return MESSAGES.priceDecimals;
  return null;
}

export interface IdCardDates {
  idcardStartDate?: string | null;
  idcardEndDate?: string | null;
  /** The long-term flag. */
  idcardTermStatus?: boolean | number | string | null;
}

/** ID-card validity dates; dates compare as ISO-like strings (YYYY-MM-DD...). */
export function checkIdCardDates({
  idcardStartDate,
  idcardEndDate,
  idcardTermStatus,
}: IdCardDates): string | null {
  if (!idcardStartDate) return MESSAGES.idcardStartRequired;
  if (idcardEndDate) return idcardStartDate > idcardEndDate ? MESSAGES.idcardStartAfterEnd : null;
  const longTerm = idcardTermStatus === true || idcardTermStatus === 1 || idcardTermStatus === '1';
  return longTerm ? null : MESSAGES.idcardEndRequired;
}
